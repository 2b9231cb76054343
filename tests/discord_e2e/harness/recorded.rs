//! A request the stand-in recorded, and how tests read it.

use super::*;
use std::time::Instant;

/// One REST request the bot made.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: Method,
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub body: Value,
    pub files: Vec<File>,
    /// Answered 404: the stand-in did not expect it.
    pub unexpected: bool,
    /// The HTTP status it was answered with.
    pub status: u16,
    /// When the stand-in got it.
    pub at: Instant,
}

#[derive(Clone)]
pub struct File {
    pub field: String,
    pub name: String,
    pub bytes: Vec<u8>,
}

impl std::fmt::Debug for File {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}={} ({} bytes)", self.field, self.name, self.bytes.len())
    }
}

impl Recorded {
    /// The callback type (4 message, 5 deferred, 7 update, 8 autocomplete).
    pub fn kind(&self) -> u64 {
        self.body["type"].as_u64().unwrap_or_else(|| panic!("no callback type in {self:#?}"))
    }

    /// The message data: `data` of a callback, else the body itself.
    pub fn data(&self) -> &Value {
        if self.path.ends_with("/callback") { &self.body["data"] } else { &self.body }
    }

    pub fn content(&self) -> &str {
        self.data()["content"].as_str().unwrap_or("")
    }

    pub fn ephemeral(&self) -> bool {
        self.data()["flags"].as_u64().is_some_and(|f| f & 64 != 0)
    }

    pub fn embed(&self) -> &Value {
        &self.data()["embeds"][0]
    }

    /// Every component (buttons, menus) in the message, rows flattened.
    pub fn components(&self) -> Vec<&Value> {
        let mut out = Vec::new();
        for row in self.data()["components"].as_array().into_iter().flatten() {
            out.extend(row["components"].as_array().into_iter().flatten());
        }
        out
    }

    pub fn custom_ids(&self) -> Vec<String> {
        self.components().iter().filter_map(|c| c["custom_id"].as_str().map(String::from)).collect()
    }

    pub fn component(&self, custom_id: &str) -> &Value {
        self.components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
            .unwrap_or_else(|| panic!("no component {custom_id} in {:#?}", self.data()["components"]))
    }

    /// The custom id of the first component of one kind, named by the
    /// `Action` variant (e.g. `custom_id(Action::Move)`).
    pub fn custom_id<I: ActionId>(&self, variant: fn(I) -> Action) -> String {
        let prefix = kind(variant);
        self.custom_ids()
            .into_iter()
            .find(|c| c.starts_with(&prefix))
            .unwrap_or_else(|| panic!("no component {prefix}* in {self:#?}"))
    }

    pub fn option_values(&self, custom_id: &str) -> Vec<String> {
        self.component(custom_id)["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap().to_string())
            .collect()
    }

    pub fn png(&self) -> &File {
        let f = self.files.first().unwrap_or_else(|| panic!("no file attached to {self:#?}"));
        assert!(f.name.ends_with(".png"), "{f:?}");
        assert!(f.bytes.starts_with(PNG_MAGIC), "{} is not a PNG", f.name);
        let reader = png::Decoder::new(std::io::Cursor::new(&f.bytes[..])).read_info().expect("a readable PNG");
        assert!(reader.info().width >= 200 && reader.info().height >= 200, "{:?}", reader.info().size());
        f
    }

    /// The description (alt text) sent with the first attached file.
    pub fn alt_text(&self) -> &str {
        let name = &self.png().name;
        self.data()["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|a| a["filename"] == name.as_str())
            .and_then(|a| a["description"].as_str())
            .unwrap_or_else(|| panic!("no description for {name} in {:#?}", self.data()["attachments"]))
    }

    /// The colour of pixel `(x, y)` of the attached PNG board.
    pub fn board_pixel(&self, x: u32, y: u32) -> [u8; 3] {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(&self.png().bytes[..]));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("a readable PNG");
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).expect("PNG data");
        let i = ((y * info.width + x) * 3) as usize;
        [buf[i], buf[i + 1], buf[i + 2]]
    }

    /// The reply is a game message: a PNG board shown as the embed's image.
    pub fn assert_board(&self) {
        let file = self.png();
        assert_eq!(self.embed()["image"]["url"], format!("attachment://{}", file.name), "{:#?}", self.data());
        assert!(self.embed()["title"].as_str().unwrap().starts_with("Game #"));
    }
}
