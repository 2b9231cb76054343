//! `play` and `lobby` in the console: quick pairing. `play [5m|1h|1d]
//! [rules] [rated|casual]` seeks an opponent (every pool when no time is
//! given), `play cancel` stops; `lobby` lists the open seeks and
//! `lobby take <id>` takes one. The waves run before each command, as the
//! sweep does.

use super::{Console, Error, usage};
use crate::i18n::{self, Msg};
use crate::service::seeks::POOL_TIMES;
use crate::service::{Asked, GameView, RatingRange, SeekRequest, SeekState, ServiceError, parse_move_time};
use crate::t;
use std::io::Write;

impl<W: Write> Console<W> {
    /// `play …` and `lobby …`.
    pub(super) async fn seek(&mut self, cmd: &str, rest: &str) -> Result<(), Error> {
        let lang = self.lang;
        let words: Vec<&str> = rest.split_whitespace().collect();
        match (cmd, words.as_slice()) {
            ("play", ["cancel"]) => {
                let id = if self.service.cancel_seek(self.user.id, None).await? {
                    "seek-cancelled"
                } else {
                    "seek-nothing-to-cancel"
                };
                writeln!(self.out, "{}", t!(lang, id))?;
            }
            ("play", words) => {
                let mut req =
                    SeekRequest { rules: String::new(), times: Vec::new(), rated: true, range: RatingRange::default() };
                for word in words {
                    match *word {
                        "rated" => req.rated = true,
                        "casual" => req.rated = false,
                        "any" => req.times = POOL_TIMES.to_vec(),
                        w if w.chars().next().is_some_and(|c| c.is_ascii_digit()) => {
                            req.times.push(parse_move_time(w)?)
                        }
                        w => req.rules = w.to_string(),
                    }
                }
                let seek =
                    self.service.seek(super::LOCAL, &self.user, &req, Asked { token: None, lang: Some(lang) }).await?;
                writeln!(self.out, "{}", i18n::seek_waiting_text(lang, &seek, chrono::Utc::now()))?;
                writeln!(self.out, "{}", t!(lang, "console-seek-how"))?;
                self.seeking.push((self.user.id, seek.request));
                // Someone may be waiting already.
                self.service.pair_wave().await?;
                self.tell_seeks().await?;
            }
            ("lobby", []) => {
                let seeks = self.service.lobby(self.user.id).await?;
                if seeks.is_empty() {
                    writeln!(self.out, "{}", t!(lang, "lobby-empty"))?;
                }
                let now = chrono::Utc::now();
                for s in &seeks {
                    let line = t!(lang, "console-lobby-line", id = s.id, line = i18n::lobby_line(lang, s, now));
                    writeln!(self.out, "{line}")?;
                }
                if !seeks.is_empty() {
                    writeln!(self.out, "{}", t!(lang, "console-lobby-how"))?;
                }
            }
            ("lobby", ["take", id]) => {
                let id = id
                    .trim_start_matches('#')
                    .parse()
                    .map_err(|_| usage(Msg::new("console-not-a-seek").arg("text", super::shown(id))))?;
                let paired = self.service.take_seek(super::LOCAL, &self.user, id).await?;
                self.tell_paired(&paired.game)?;
            }
            _ => return Err(usage(Msg::new("console-seek-usage"))),
        }
        Ok(())
    }

    /// What became of the seeks made here, whichever process's wave did
    /// it: the games they started, the seeks nobody took.
    pub(super) async fn tell_seeks(&mut self) -> Result<(), Error> {
        let mut still = Vec::new();
        for (player, request) in std::mem::take(&mut self.seeking) {
            match self.service.seek_state(player, request).await {
                Ok(SeekState::Waiting(_)) => still.push((player, request)),
                Ok(SeekState::Paired(game)) => self.tell_paired(&game)?,
                Ok(SeekState::Expired(level)) => {
                    let time = i18n::duration(self.lang, crate::service::seeks::SEEK_TTL);
                    let text = t!(self.lang, "console-seek-expired", id = request, time = time, level = level.number());
                    writeln!(self.out, "{text}")?;
                }
                Ok(SeekState::Cancelled) | Err(ServiceError::SeekGone) => {}
                Err(e) => {
                    still.push((player, request));
                    return Err(e.into());
                }
            }
        }
        self.seeking.extend(still);
        Ok(())
    }

    fn tell_paired(&mut self, view: &GameView) -> Result<(), Error> {
        writeln!(self.out, "{}", i18n::quick_start_text(self.lang, view))?;
        if view.color_of(self.user.id).is_some() {
            self.game = Some(view.id);
        }
        self.show(view)?;
        self.web_link(view)?;
        Ok(())
    }
}
