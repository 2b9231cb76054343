//! `help`, `as <name>`, `rules [preset]` and `sweep` in the console.

use super::{Console, Error, person, plain_markup, shown, usage};
use crate::i18n::{self, Msg};
use crate::rules::Preset;
use crate::t;
use std::io::Write;

impl<W: Write> Console<W> {
    /// `cmd`: `help`, `as`, `rules` or `sweep` (lower-case).
    pub(super) async fn info(&mut self, cmd: &str, rest: &str) -> Result<(), Error> {
        let arg = rest.split_whitespace().next();
        match cmd {
            "help" => writeln!(self.out, "{}", t!(self.lang, "console-help"))?,
            "as" => {
                let name = arg.ok_or_else(|| usage(Msg::new("console-usage-as")))?;
                self.user = person(name)?;
                self.game = None;
                self.service.register(&self.user).await?;
                writeln!(self.out, "{}", t!(self.lang, "console-you-are", name = self.user.name.as_str()))?;
            }
            "rules" => {
                let presets: Vec<Preset> = match arg {
                    Some(p) => vec![
                        Preset::from_name(p)
                            .ok_or_else(|| usage(Msg::new("console-unknown-preset").arg("name", shown(p))))?,
                    ],
                    None => Preset::ALL.to_vec(),
                };
                if arg.is_none() {
                    writeln!(self.out, "{}\n", plain_markup(&t!(self.lang, "rules-text")))?;
                }
                for p in presets {
                    let summary = i18n::preset_summary(self.lang, p);
                    writeln!(self.out, "{}: {summary}", p.name())?;
                }
                if arg.is_none() {
                    writeln!(self.out, "\n{}", plain_markup(&t!(self.lang, "rules-options-console")))?;
                }
            }
            _ => writeln!(self.out, "{}", t!(self.lang, "console-clocks"))?,
        }
        Ok(())
    }
}
