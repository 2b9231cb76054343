# zamma-bot's words in the terminal console (`zamma-bot local`). The
# commands themselves (`challenge`, `move`, `draw`…) are what you type and
# stay in English; their explanations are translated.

console-welcome = zamma-bot local — type `help` for the commands. You are { $name }.
console-help =
    Commands (as on Discord):
      as <name>                          switch user (you start as alice)
      play-ai [level 1-5] [rules] [black|white|random]   play the computer
      challenge <name> [rules] [rated|casual] [black|white|random] [time]
                                         e.g. challenge bob zamma,landing=behind casual 1h
      accept [id] | decline [id] | cancel [id]
      move <move> | <move>               play, e.g. e4-e5, c3xe5xg3, huff d4, c3-c4
      moves                              list the legal moves of the player to move
      board [id] | game <id>             show a game / choose the game commands act on
      resign | draw | decline-draw | abort | rematch [id]
      takeback | accept-takeback | decline-takeback   (casual games and against the computer)
      games | stats [name] | history [name] | leaderboard [global]
      export [id] | replay [id] | review [id] [turn] | rules [preset] | sweep | help | quit
      analyse [id] | analyse <position> [rules]   the analysis board: a finished game, or any position (with local --web)
      team create [rules] [time] | team join <black|white> [captain] [id] | team [id] | team tally | team resign|draw|takeback | vote <turn>   a game played by two teams, by vote
      puzzle [preset|daily|top] | puzzle <turn>   a puzzle near your puzzle rating; play its turns
      learn | learn <level> | learn <turn> | learn hint | learn again   the course: learn the game in short levels
      play [5m|1h|1d|any] [rules] [rated|casual] | play cancel   find an opponent (quick pairing)
      lobby | lobby take <id>            the open seeks; take one to play at once
      tournament create <swiss|robin|double-robin|cup> [rounds=N] [players=N] [min=N] [max=N] [rules] [casual] [time] [round=3d] [start=2h] [decider=seed] [name]
      tournament join | leave | start | withdraw | cancel | standings | pairings [round] | list   [#id]
console-error = error: { $text }
console-learn-on = `learn` goes on to the next level; `learn again` plays this one again.
console-learn-retry = `learn` plays this level again; `learn hint` gives its hint.
# The letters of the text board's pieces: black man, black mullah, white man, white mullah (four Latin letters).
console-board-letters = b B w W
console-board-legend = b black man · B black mullah · w white man · W white mullah · * the last turn · x taken
console-board-legend-goal = {" "}· o the goal (a point to reach, a piece to take)
console-review-player = { $colour } · { $name }: { $line }
console-you-are = You are now { $name }.
console-timed-out = Game #{ $game } ended on time: { $end }
console-reminder = Reminder: game #{ $game } is waiting for a move (deadline { $deadline }).
console-started = Game #{ $game } started: { $black } (Black) vs { $white } (White), { $rules }.
console-started-computer = Game #{ $game } started: { $black } (Black) vs { $white } (White), { $rules }, computer level { $level }.
console-declined = { $challenged } declined the challenge from { $challenger }.
console-withdrew = { $challenger } withdrew the challenge to { $challenged }.
console-moves = { $name } (to move) has { $count ->
        [one] 1 legal move
       *[other] { $count } legal moves
    }: { $moves }
console-draw-offered = { $name } offers a draw; { $opponent } can accept with `draw` or refuse with `decline-draw`.
console-draw-declined = { $name } declined the draw; play on.
console-takeback-asked = { $name } asks to take back their last turn; { $opponent } can accept with `accept-takeback` or refuse with `decline-takeback`.
console-no-games = No games in progress.
console-challenge-line = challenge #{ $id }: { $challenger } → { $challenged } ({ $rules }{ $rated ->
        [yes] , rated
       *[no] {""}
    })
console-leaderboard-record = { $wins }W { $losses }L { $draws }D
console-stats = { $name }: rating { $rating } (±{ $deviation }), { $games } rated games; { $wins } wins, { $losses } losses, { $draws } draws; { $streak }
console-no-history = { $name } has no finished games.
console-replay = replay: { $path }
console-review-graph = evaluation graph: { $path }
console-review-moments = Key moments of game #{ $game }: { $turns } — see one with `review { $game } <move>`, e.g. `review { $game } 12` for Black's twelfth move and `review { $game } 12...` for White's.
console-review-board = board before the turn (played: solid arrow; better: dashed): { $path }
console-no-such-turn = `{ $text }` is not a move of this game: give a move number from 1 to { $moves }, with ... for White's move, e.g. `review 3 12` or `review 3 12...`.
console-clocks = Checked the clocks.
console-challenge-anyone = Challenge #{ $id }: { $challenger } challenges anyone here to { $rules } ({ $rated ->
        [yes] rated
       *[no] casual
    }, { $time } per move). Anyone else can `accept { $id }`; the first one plays.
console-challenge = Challenge #{ $id }: { $challenger } challenges { $challenged } to { $rules } ({ $rated ->
        [yes] rated
       *[no] casual
    }, { $time } per move). { $challenged } can `accept` or `decline`.
console-played = { $name } played { $turn }.
console-to-move = { $name } ({ $colour }) to move
console-aborted = aborted
console-finished = finished
console-status = Game #{ $game } · { $rules } · move { $number } · { $status } · captures: { $black } { $black_captures }, { $white } { $white_captures } · board: { $path }
console-may-huff = { $name } may huff: { $points }
console-game-line = #{ $game } { $black } (Black) vs { $white } (White), { $rules }, { $plies } plies, { $state }

console-usage-as = as <name>
console-usage-challenge = challenge <name> [rules] [rated|casual] [black|white|random] [time]
console-not-a-game = `{ $text }` is not a game number
console-not-a-challenge = `{ $text }` is not a challenge number
console-no-sent-challenge = you have sent no open challenge
console-not-challenged = nobody has challenged you
console-unknown-preset = unknown preset `{ $name }`; try zamma, dhamet, sahara or zamma5
console-unknown-command = unknown command `{ $name }`; type `help` for the list
console-no-replay = the game has { $plies } plies; a replay shows at most { $max }
console-cannot-write = could not write: { $reason }
console-usage-tournament = `tournament { $name }` is not a tournament command: use create, join, leave, start, withdraw, cancel, standings, pairings [round] or list (e.g. `tournament create swiss rounds=4 1h`).
console-picture = Picture written to { $path }
console-usage-tournament-create = Say which kind of tournament first: `tournament create swiss|robin|double-robin|cup [options] [name]`, e.g. `tournament create swiss rounds=4 1h Sahara Open`.
console-tournament-bad-option = `{ $option }` is not an option of `tournament create`. The options are rounds=N (a Swiss event's rounds), players=N (most entrants, 2 to 64), min=R and max=R (entry ratings), a time per move such as 1h, round=3d, start=2h and decider=seed or decider=pieces; other words are the name.

# issue 31: console input
console-line-too-long = this line is too long and was skipped: a line may hold at most { $max } characters, more than any command needs
console-line-not-text = this line is not UTF-8 text and was skipped; set your terminal or script to UTF-8 and type it again
console-invisible-name = a name needs something visible in it, such as letters or digits (control characters, direction marks and invisible characters are left out); e.g. `as bob`
console-seek-how = Others who seek the same game are paired with you at the next wave (before each command); `play cancel` stops.
console-lobby-line = #{ $id } { $line }
console-lobby-how = Take one with `lobby take <id>`.
console-not-a-seek = `{ $text }` is not a seek; write its number as `lobby` shows it, e.g. `lobby take 12`.
console-seek-usage = Write `play [5m|1h|1d|any] [rules] [rated|casual]`, `play cancel`, `lobby` or `lobby take <id>`.
console-seek-expired = Seek #{ $id } ended: nobody came within { $time }. Play the computer with `play-ai { $level }`, or seek again with `play`.

console-analyse-no-web = The analysis board is on the web board: start the console with `zamma-bot local --web`, then ask again.
console-analysis-link = The analysis board; the link works for { $time }: { $url }

console-team-created = Team game #{ $game } ({ $rules }, { $time } per turn): { $black } against { $white }. Join a side with `team join black` or `team join white` (add `captain` to lead it); when it is your side's turn, `vote <turn>`.
console-team-joined = { $name } plays for { $team }{ $captain ->
    [yes] , as its captain
   *[no] {""}
}.
console-team-side = { $team }: { $members }
console-team-voted = { $name } votes { $turn }; votes so far: { $voted } of { $members }.
console-team-tally = The tally: { $counts }. { $turn } is played.
console-team-no-votes = Nobody on the side to move has voted yet: the tally waits for votes (a side with no vote when its time is up loses on time).
console-usage-team = Choose a team game first: `team create`, `team join black <game>`, or `team <game>`.
console-usage-team-join = team join <black|white> [captain] [game]
console-usage-vote = vote <turn>, on the chosen team game's turn (e.g. `vote e4-e5`)
