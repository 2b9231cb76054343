//! Setups the scenarios share: games and challenges made quickly through
//! the bot's service, or through Discord as users would.

use super::*;
use zamma_bot::service::{ChallengeRequest, ColourChoice};

impl Bot {
    /// Open a challenge (`from` plays Black) through the service, as
    /// `/challenge` in `place` would.
    pub async fn open_challenge_at(&self, place: Place, from: Person, to: Person, rated: bool) -> ChallengeId {
        let req = ChallengeRequest { rules: "zamma".into(), rated, colour: ColourChoice::Black, ..Default::default() };
        self.service.challenge(place, &from.user(), &to.user(), &req).await.unwrap().id
    }

    /// Start a game between alice (Black) and bob (White) in `place` through
    /// the service, as an accepted `/challenge` would.
    pub async fn start_game_at(&self, place: Place, rated: bool) -> GameId {
        let challenge = self.open_challenge_at(place, ALICE, BOB, rated).await;
        self.service.accept(challenge, &BOB.user()).await.unwrap().id
    }

    /// [`Bot::start_game_at`] in the test channel.
    pub async fn start_game(&self, rated: bool) -> GameId {
        self.start_game_at(HERE, rated).await
    }

    /// `from` challenges `to` with `/challenge` (and `options` besides the
    /// user); the challenge's id, read from its accept button.
    pub async fn challenge(&self, from: Person, to: Person, options: Vec<Value>) -> ChallengeId {
        let mut all = vec![user_opt("user", to)];
        all.extend(options);
        let r = self.command(from, "challenge", all).await;
        challenge_id_of(&r)
    }

    /// `from` challenges `to` with `/challenge`, playing Black, and `to`
    /// accepts with the button: `(challenge, game)`.
    pub async fn challenge_and_accept(&self, from: Person, to: Person) -> (ChallengeId, GameId) {
        let challenge = self.challenge(from, to, vec![int_opt("colour", 0)]).await;
        let (_, game) = self.accept(to, challenge).await;
        (challenge, game_id_of(&game))
    }

    /// `who` presses Accept on `challenge`: the challenge message as updated
    /// (type 7) and the game message that follows it (a new message, so
    /// its mention of the first mover notifies them).
    pub async fn accept(&self, who: Person, challenge: ChallengeId) -> (Recorded, Recorded) {
        let (sent, r) = self.press(who, &cid(Action::AcceptChallenge(challenge))).await;
        assert_eq!(r.kind(), 7, "{r:#?}");
        (r, self.followup(sent).await)
    }

    /// `who` resigns `game` with the buttons (resign, then confirm); the
    /// public board that follows.
    pub async fn resign_with_buttons(&self, who: Person, game: GameId) -> Recorded {
        let (_, r) = self.press(who, &cid(Action::Resign(game))).await;
        r.component(&cid(Action::ConfirmResign(game)));
        let (sent, r) = self.press(who, &cid(Action::ConfirmResign(game))).await;
        assert_eq!(r.kind(), 7, "{r:#?}");
        self.followup(sent).await
    }
}
