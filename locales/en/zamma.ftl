# zamma-bot's words in English: refusals, results and game events that the
# service returns as typed data and every front end (Discord, the console)
# phrases the same way. One file per language; ids are shared.
#
# Glossary (one word per concept, everywhere; the other catalogues keep the
# same concepts apart):
#   Zamma / Damma, Srand / Dhamet: the game's names (Srand and Dhamet in
#     Mauritania); presets stay as typed (zamma, dhamet, sahara, zamma5)
#   piece: any piece — man: an unpromoted piece — mullah (sultan): a promoted one
#   move / turn: one player's turn ("12." Black's twelfth, "12…" White's);
#     ply only in rules options
#   capture (take), capture chain — huff — draw, resign, abort
#   rating: a player's Elo figure — leaderboard: players ordered by rating —
#     standings: a tournament's table
#   the computer — Black / White (capitalised, as players) — puzzle —
#     tournament — round — challenge — rated / casual

## Colours and outcomes

colour-black = Black
colour-white = White

draw-reason-agreement = by agreement
draw-reason-repetition = by threefold repetition
draw-reason-stall = by the stall rule (no capture and no man moved for too long)

outcome-draw = Draw { $reason }
outcome-no-moves = { $winner } wins: { $loser } has no legal move
outcome-no-pieces = { $winner } wins: { $loser } has no pieces left
outcome-resignation = { $winner } wins: { $loser } resigned
outcome-timeout = { $winner } wins: { $loser } ran out of time
outcome-count = { $winner } wins on count: the game ended { $reason } and { $winner } has more pieces

## How a game ended, with the rating changes it caused

# The winner named once: $how is how the game was won; $loser the other
# colour; $draw (with count) how the game ended before the count.
end-win = { $name } ({ $colour }) wins{ $how ->
        [no-moves] : { $loser } has no legal move.
        [no-pieces] : { $loser } has no pieces left.
        [resignation] : { $loser } resigned.
        [timeout] : { $loser } ran out of time.
       *[count] {""} on count: the game ended { $draw } and { $colour } has more pieces.
    }
end-draw = { $outcome }.
end-aborted = Game #{ $game } was aborted by { $name }; it does not count.
end-tournament-cancelled = Game #{ $game } was aborted because its tournament was cancelled; it does not count.
# One player's rating change: name, rating before and after (with ? while
# provisional), and the difference with its sign.
rating-change = { $name }: { $before } → { $after }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ({ $delta }).

## Refusals: why, and what to do instead
## $prefix comes before a command's name: "/" on Discord, nothing in the console.

refusal-self-challenge = You cannot challenge yourself; pick another player.
refusal-rated-from-position = A game from a set-up position cannot be rated: make it casual (rated: no).
refusal-bot-opponent = { $name } is a bot and cannot accept challenges; to play the computer, use `{ $prefix }play-ai`.
refusal-already-challenged = You already have an open challenge with { $name }; wait for an answer or cancel it first.
refusal-too-many-games = { $name } already plays { $limit } games at once, the most allowed; finish one before starting another.
refusal-bad-rules = Those rules are not valid: { $reason }.
refusal-bad-move-time = `{ $text }` is not a move time; write e.g. 30m, 12h or 3d (from 5m to 7d).
refusal-move-time-out-of-range = A move time of { $time } is not possible here: choose one from { $min } to { $max }, written e.g. 30m, 12h or 3d.
refusal-bad-level = There is no level { $level }; the computer plays levels 1 (beginner) to 5 (strongest).
refusal-computer-not-bot = The computer opponent must be a bot account.
refusal-no-such-challenge = There is no such challenge; it may have been removed.
refusal-challenge-closed = { $status ->
        [accepted] This challenge was already accepted.
        [declined] This challenge was already declined.
        [cancelled] This challenge was already cancelled.
       *[expired] This challenge has already expired.
    }
refusal-challenge-expired = This challenge has expired; send a new one.
refusal-not-challenged = Only { $name } can answer this challenge.
refusal-not-challenger = Only { $name }, who sent this challenge, can cancel it.
refusal-challenge-taken = { $name } accepted this challenge first; it is taken. Send a challenge of your own instead.
refusal-own-challenge = This is your own challenge; wait for someone else to accept it, or cancel it.
refusal-outside-rating-range = This challenge is open to players rated { $which ->
        [both] { $min } to { $max }
        [min] { $min } or more
       *[max] { $max } or less
    }, and your rating is { $rating }. Challenge the player directly instead.
refusal-bad-rating-range = The lowest rating ({ $min }) is above the highest ({ $max }); swap them.
refusal-outside-entry-range = This tournament is open to players rated { $which ->
        [both] { $min } to { $max }
        [min] { $min } or more
       *[max] { $max } or less
    }, and your rating is { $rating }. `{ $prefix }tournament list` shows the other tournaments here.
refusal-not-a-pool = Quick pairing has no pool of { $time } per move: choose { $pools }.
refusal-in-quick-game = You are already playing a game from quick pairing (#{ $id }): finish it before you look for another.
refusal-seek-gone = That seek is no longer open: it was paired, cancelled or ended. Look at `{ $prefix }lobby` again, or seek yourself with `{ $prefix }play`.
refusal-own-seek = That is your own seek; wait for someone to take it, or cancel it.
refusal-seek-outside-range = This seek is for players rated { $which ->
        [both] { $min } to { $max }
        [min] { $min } or more
       *[max] { $max } or less
    }, and your rating is { $rating }. Take another seek in `{ $prefix }lobby`, or seek yourself with `{ $prefix }play`.
refusal-block-self = You cannot block yourself.
refusal-rematch-elsewhere = Your opponent played this game from another place, where a challenge from here cannot reach them: seek again with `{ $prefix }play`, or take a seek in `{ $prefix }lobby`.
refusal-already-open = You already have a challenge to anyone open here (#{ $id }); cancel it before making another.
refusal-no-puzzle-left = You have tried every { $preset } puzzle; try another preset, or come back when new ones have been found.
refusal-puzzle-in-progress = Finish the puzzle you have started first (or give a turn to end it).
refusal-no-puzzle = You have no puzzle in progress (that one is over); ask for a new one.
refusal-no-such-game = There is no such game.
refusal-no-active-game = You have no game in progress here; challenge someone to start one.
refusal-which-game = You have several games here ({ $games }); say which one with the game option.
refusal-not-a-player = You are not playing in this game; only its two players can act in it.
refusal-not-your-turn = It is not your turn; { $name } is to move.
refusal-position-changed = The position changed before your move arrived (a move was just played); look at the new board and try again.
refusal-game-over = This game is over: { $outcome }.
refusal-not-finished = This game is not over yet: a review comes once it has ended.
refusal-still-playing = This game is still being played: a rematch can be asked once it has ended.
refusal-busy = You already have a review being computed: one at a time, please. Ask again when it has arrived.
refusal-computer-thinking = The computer is thinking about its move: offer the draw again once it has played.
draw-declined-computer = The computer (level { $level }) thinks it stands better in game #{ $game } and plays on.
refusal-game-aborted = This game is over: it was aborted.
refusal-no-draw-offer = There is no draw offer to answer; you can offer one yourself.
refusal-own-draw-offer = You offered this draw yourself; your opponent has to answer it.
refusal-takeback-rated = Takebacks are for casual games and games against the computer; in a rated game every turn stands.
refusal-nothing-to-take-back = You have no turn to take back: you can take back only your last turn, before your opponent has moved.
refusal-no-takeback = Nobody asked to take back a turn in this game.
refusal-own-takeback = That takeback is yours: your opponent answers it.
refusal-too-late-to-abort = A game can only be aborted before both players have moved; resign instead.
refusal-no-such-tournament = There is no such tournament in this server; `{ $prefix }tournament list` shows them.
refusal-no-tournament = No tournament is open or being played in this server; create one with `{ $prefix }tournament create`.
refusal-which-tournament = Several tournaments are open or being played here ({ $tournaments }); say which one with the tournament option.
refusal-tournament-server-only = Tournaments are run in servers; create one in a server's channel.
refusal-bad-entry-limit = A tournament takes from { $min } to { $max } players; choose an entry limit in that range.
refusal-bad-rounds = A Swiss tournament plays from 1 to { $max } rounds; choose a number in that range.
refusal-bad-round-time = `{ $text }` is not a possible round time: a round lasts at least the time per move and at most { $max }; write e.g. 12h or 3d.
refusal-bad-start-delay = `{ $text }` is not a possible start: a tournament starts on its own at most { $max } from now; write e.g. 30m, 12h or 3d, or leave it out and start the tournament yourself.
refusal-tournament-full = This tournament is full ({ $limit } players); ask the organiser to raise the limit, or join the next one.
refusal-already-entered = You are already in this tournament.
refusal-not-entered = You are not in this tournament; join it with `{ $prefix }tournament join` while it takes entries.
refusal-entries-closed = This tournament has started: players can no longer join or leave. To stop playing in it, use `{ $prefix }tournament withdraw`.
refusal-not-organiser = Only { $name }, who organises this tournament, or someone who may manage the server can do that.
refusal-too-few-entrants = A tournament needs at least 2 players to start, and this one has { $count }; wait for more entries.
refusal-tournament-not-running = { $status ->
        [open] This tournament has not started yet.
        [finished] This tournament is over.
       *[cancelled] This tournament was cancelled.
    }
refusal-tournament-over = { $status ->
        [finished] This tournament is already over; `{ $prefix }tournament standings` shows how it ended.
       *[cancelled] This tournament was cancelled.
    }
refusal-already-withdrawn = You have already withdrawn from this tournament.
refusal-tournament-game = A tournament game cannot be aborted: resign it or, if you organise the tournament, cancel the tournament.
refusal-input-too-long = The { $what ->
        [move] move
        [tournament-name] tournament name
       *[rules] rules options text
    } is too long (at most { $max } characters).
refusal-unavailable = The game database is temporarily unavailable; please try again in a moment.
refusal-internal = Something went wrong on our side; the problem was logged. Please try again.

## A game in a list

game-state-to-move = { $name } to move
game-state-draw = draw
game-state-won = { $winner ->
        [black] black
       *[white] white
    } won
game-state-aborted = aborted

## Why the rules refuse a turn (each with the figures it names)

piece = { $side ->
        [black] Black
       *[white] White
    } { $kind ->
        [mullah] mullah
       *[man] man
    }
pieces = { $count ->
        [one] 1 piece
       *[other] { $count } pieces
    }

illegal-empty = No move given; write a move like c3-c4 or c3xe5.
illegal-too-long = That move text is longer than { $max } characters.
illegal-syntax = Could not read `{ $text }` as a move; write points like c3-c4, or c3xe5xg3 for a capture chain.
illegal-off-board = { $point } is not a point of the { $board } board.
illegal-one-point = A move needs a start and an end point, e.g. { $point }-….
illegal-no-piece = There is no piece on { $at }.
illegal-not-your-piece = { $at } holds a { $piece }, but it is { $turn }'s turn.
illegal-no-legal-moves = { $turn } has no legal move.
illegal-same-square = A move must leave { $at }.
illegal-no-line = { $from } and { $to } are not joined by a line of the board.
illegal-backwards = Men cannot move backwards or sideways ({ $from }-{ $to }); only captures may.
illegal-man-one-step = A man moves one step at a time ({ $from }-{ $to } is too far); only a mullah flies.
illegal-occupied = { $at } is occupied.
illegal-blocked = The path from { $from } to { $to } is blocked at { $at }.
illegal-capture-compulsory = Capture is compulsory: { $example } takes { $pieces }.
illegal-must-take-max = You must take the maximum: { $pieces }, e.g. { $example }.
illegal-no-such-chain = There is no capture { $text } in this position.
illegal-not-legal = { $text } is not a legal move here.
illegal-ambiguous = `{ $text }` is ambiguous; it matches { $matches }.
illegal-game-over = The game is over ({ $outcome }).
illegal-huff-not-in-rules = Huffing is only part of games played with majority=huff (e.g. the sahara preset).
illegal-nothing-to-huff = There is nothing to huff: you may huff only right after your opponent failed to take the maximum capture.
illegal-cannot-huff = { $at } cannot be huffed; you may huff { $allowed }.
illegal-huff-without-move = After the huff, make your move too, e.g. `huff d4, c3-c4`.
illegal-huff-syntax = Write a huff as `huff <point>, <move>`, e.g. `huff d4, c3-c4`.
illegal-size-mismatch = The rules use a { $rules } board but the position is { $position }.

## Board images: the caption under the board and the description (alt
## text) a screen reader speaks.
caption-to-move = { $colour } to move
caption-start = Start
caption-ply = { $number } { $colour } { $turn }
caption-ply-end = { $number } { $colour } { $turn } · { $result }
caption-wins = { $colour } wins
caption-draw = Draw
board-alt-head = Zamma board, game { $game }, move { $move }.
board-alt-to-move = { $colour } to move.
board-alt-over = Game over: { $result }.
board-alt-last = Last move: { $colour } played { $turn }.
board-alt-last-capture = Last move: { $colour } played { $turn }, capturing { $taken }.
board-alt-mullahs = { $count ->
        [one] One of them was a mullah.
       *[other] { $count } of them were mullahs.
    }
board-alt-huff = Just before the last move, the piece on { $point } was huffed.
board-alt-counts = Black has { $black }, White has { $white }.

## A review's board, and what the review says about one turn. $number is
## the turn's number as a record writes it (12. or 12…); $loss, $before and
## $after are in men, with one decimal.
caption-review = { $number } { $colour } { $turn } · better: { $best }
caption-review-best = { $number } { $colour } { $turn } · the computer's choice
caption-review-forced = { $number } { $colour } { $turn } · the only legal turn
board-alt-review = Zamma board, game { $game }, before move { $ply }: { $colour } played { $turn }, the solid arrow.
board-alt-review-better = The computer preferred { $best }, the dashed arrow.
review-turn-played = { $number } { $colour } ({ $player }) played { $turn }.
review-turn-blunder = A blunder (??): { $loss } men worse than the best turn.
review-turn-mistake = A mistake (?): { $loss } men worse than the best turn.
review-turn-inaccuracy = An inaccuracy (?!): { $loss } men worse than the best turn.
review-turn-close = Nearly as good as the best turn: less than half a man behind it.
review-turn-best = The computer would have played this turn too.
review-turn-forced = The only legal turn: not judged.
review-turn-better = The computer preferred { $best }.
review-turn-better-drawn = The computer preferred { $best } (dashed on the board).
review-turn-eval = Evaluation for Black, in men: { $before } before, { $after } after.

## Why a rules text (preset and options) was refused: the reason inside refusal-bad-rules.
rules-error-empty = the rules are empty; name a preset such as `zamma`
rules-error-too-long = the rules text is longer than { $max } characters
rules-error-unknown-preset = there is no preset `{ $preset }`; choose one of zamma, dhamet (or srand), sahara, zamma5
rules-error-missing-value = the option `{ $option }` needs a value, written `{ $option }=<value>`
rules-error-unknown-option = there is no option `{ $option }`; the options are removal, landing, majority, count, stall, board
rules-error-bad-value = `{ $value }` is not a value of `{ $option }`; use { $expected }
rules-error-either = `{ $first }` or `{ $second }`
rules-error-plies = a number of plies from 0 (off) to { $max }
rules-error-repeated = the option `{ $option }` is given twice
board-alt-mullah-alone = It was a mullah.

## Puzzles

puzzle-title = Puzzle { $id } · rated { $rating }
puzzle-find = { $colour } to move: find the turn that wins{ $steps ->
        [1] .
       *[other] {""} (turn { $step } of { $steps }).
    }
puzzle-right = Right: { $played }. The computer answers { $reply }; find the next turn.
puzzle-solved = Solved: { $played }! Themes: { $themes }.
puzzle-wrong = Not this one: { $played }. The winning turn was { $solution }.
puzzle-rating = Your puzzle rating: { $rating } ({ $delta }); streak: { $streak }.
puzzle-unrated = You had tried this puzzle before, so your puzzle rating stays { $rating }.
puzzle-theme = { $theme ->
        [multi-capture] multi-capture
        [mullah] mullah
        [sacrifice] sacrifice
        [majority] majority rule
        [huff] huff
       *[endgame] endgame
    }
puzzle-leaders-title = Best puzzle solvers
puzzle-leader = { $rank }. { $name } — { $rating } · { $solved } solved · best streak { $best }
puzzle-leaders-empty = Nobody has solved a puzzle yet.

## Tournaments

tournament-name-default = Tournament #{ $id }
tournament-format = { $format ->
        [robin] round robin
        [double-robin] double round robin
        [swiss] Swiss
       *[cup] knockout cup
    }
tournament-status = { $status ->
        [open] Taking entries
        [running] Round { $round } of { $rounds }
        [finished] Finished
       *[cancelled] Cancelled
    }
tournament-settings = { $format } · { $rules } · { $time } per move · a round lasts at most { $round_time } · { $rated ->
        [yes] rated
       *[no] casual
    }
tournament-entries = Players: { $count } of { $max }
tournament-entry-range = Open to players rated { $which ->
        [both] { $min } to { $max }
        [min] { $min } or more
       *[max] { $max } or less
    }.
tournament-starts = Starts: { $when }, or earlier if the organiser starts it.
tournament-starts-by-organiser = Starts when { $organiser } (the organiser) starts it.
tournament-decider = A drawn tie is played again with the colours swapped; drawn again, it goes to { $decider ->
        [pieces] the player with more pieces left (equal: the higher seed)
       *[seed] the higher seed
    }.
tournament-round-deadline = Games of round { $round } still unfinished at its deadline ({ $when }) are decided as if the player to move ran out of time.
tournament-list-line = { $name } · { $format } · { $status }
tournament-entry = { $what ->
        [created] { $name } created { $tournament }: join it with `/tournament join`.
        [joined] { $name } joined { $tournament } ({ $count } of { $max } players).
        [left] { $name } left { $tournament } ({ $count } of { $max } players).
        [withdrew] { $name } withdrew from { $tournament }: a game they are playing is lost, and they play no more games in it.
       *[cancelled] { $name } cancelled { $tournament }.
    }
tournament-round = { $tournament }: round { $round } of { $rounds } has begun. Good luck!
tournament-rematch = { $tournament }: the tie between { $black } and { $white } was drawn; they play again with the colours swapped.
tournament-finished = { $tournament } is over. The winner is { $winner }!
tournament-place = { $rank ->
        [2] Second
       *[3] Third
    }: { $name }.
tournament-finished-no-winner = { $tournament } is over.
tournament-cancelled-empty = { $tournament } was cancelled: fewer than two players had joined when it was due to start.
pairing-playing = playing
pairing-bye = bye
pairing-forfeit = { $result } (forfeit)
pairing-line = Board { $board }: { $black } (Black) – { $white } (White) · { $result }
pairing-line-again = Board { $board }, again: { $black } (Black) – { $white } (White) · { $result }
pairing-line-bye = Board { $board }: { $player } · bye
standings-title = { $round ->
        [0] { $tournament }: standings
       *[other] { $tournament }: standings after round { $round }
    }
standings-rank = #
standings-player = Player
tournament-players = Players
standings-points = Points
standings-buchholz = Buchholz
standings-sb = S-B
standings-games = Games
standings-reached = Round
standings-withdrawn = (withdrew)
cup-final = Final
cup-semi-finals = Semi-finals
cup-quarter-finals = Quarter-finals
cup-round = Round { $round }
standings-more = …and { $count } more in the picture.

## Numbers, durations and lists, as the language writes them ($n is a count).
## A duration is its days, hours and minutes, joined by duration-two or duration-three.

duration-days = { $n ->
        [one] 1 day
       *[other] { $n } days
    }
duration-hours = { $n ->
        [one] 1 hour
       *[other] { $n } hours
    }
duration-minutes = { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }
duration-seconds = { $n ->
        [one] 1 second
       *[other] { $n } seconds
    }
duration-two = { $first } and { $second }
duration-three = { $first }, { $second } and { $third }
time-in = in { $duration }
time-ago = { $duration } ago
# Under a minute ahead, and under a minute ago (never "0 seconds ago").
time-in-a-moment = in a moment
time-just-now = just now
number-percent = { $n }%
list-separator = {", "}
# Before the last of items all meant at once: "alice, bob and carol".
list-and = {" and "}
# Before the last of items to choose one of: "d4, e4 or f4".
list-or = {" or "}
rating-provisional = { $rating }?
streak-none = no streak
streak-wins = { $n ->
        [one] 1 win
       *[other] { $n } wins in a row
    }
streak-losses = { $n ->
        [one] 1 defeat
       *[other] { $n } defeats in a row
    }

# The course (Learn). Its stages' and levels' own words are in learn.ftl.
refusal-no-such-level = The course has no level `{ $id }`. Pick one from the list, or run `{ $prefix }learn` alone to go on where you stopped.
refusal-no-level = You are not playing a level of the course now. Run `{ $prefix }learn` to go on where you stopped.
learn-stage-heading = Stage { $number } of { $stages }: { $title }
learn-level-heading = Level { $number } of { $levels } · par { $par ->
    [one] { $par } turn
   *[other] { $par } turns
}
learn-best = Your best: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}, { $stars ->
    [1] ★☆☆
    [2] ★★☆
   *[other] ★★★
}.
learn-alt = The board of level { $level } of stage { $stage }, from your side, with the goal marked.
learn-level-choice = { $stage }.{ $level } · { $goal }
learn-played = You played { $turn }.
learn-played-reply = You played { $turn }; the other side answered { $reply }.
learn-done = Done in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} (par { $par }): { $stars ->
    [1] ★☆☆ — the goal is reached; fewer turns earn more stars.
    [2] ★★☆ — nearly at par.
   *[other] ★★★ — at par!
}
learn-stage-done = You have finished the stage “{ $title }”.
learn-course-done = You have finished the whole course: { $stars } stars of { $max }. What next: a game against the computer at level { $level }, quick pairing to meet an opponent anywhere, or puzzles from real games.
learn-failed-lost = You have no move left: the game is lost, so the level starts again. Try another way.
learn-failed-drawn = The game ended in a draw before the goal was reached, so the level starts again.
learn-failed-ended = The game is over before the goal was reached, so the level starts again. Look for a way that reaches it first.
learn-failed-off-script = That turn leaves the line this level is about, so it starts again. Look for the turn that reaches the goal.
learn-failed-too-long = That took far more turns than the level needs, so it starts again. The hint may help.
learn-failed-not-the-move = { $turn } is not the move this level asks for: it does not reach the goal within par. The level starts again; look for the only turn that does.
learn-failed-not-the-move-refuted = { $turn } is not the move this level asks for: the other side answers { $reply }, and the goal is out of reach within par. The level starts again; look for the only turn that works.
learn-progress-title = Learn Zamma — { $stars } of { $max } stars
learn-progress-stage = { $number }. { $title }: { $done } of { $levels ->
    [one] { $levels } level
   *[other] { $levels } levels
}, { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}
learn-progress-next = Next: { $title }
learn-button-hint = Hint
learn-button-restart = Start again
learn-button-again = Play it again
learn-button-next = Next level
learn-button-continue = Continue
learn-button-stages = Stages
learn-button-computer = Play the computer (level { $level })
learn-suggest = New to Zamma? `/learn` teaches the game in short levels, played on a real board: from the first move to the flying mullah.
learn-heading = { $stage } · { $level }

## Quick pairing: seeking an opponent anywhere, and the lobby of open seeks.
seek-pool = { $rules }, { $time } per move, { $rated ->
        [yes] rated
       *[no] casual
    }
seek-looking = Looking for an opponent…
seek-pool-line = • { $pool }: { $others ->
        [0] nobody else is waiting yet
        [one] one other person is waiting
       *[other] { $others } others are waiting
    }
seek-range = { $which ->
        [both] Only players rated { $min } to { $max }.
        [min] Only players rated { $min } or more.
       *[max] Only players rated { $max } or less.
    }
seek-range-short = { $which ->
        [both] { $min }–{ $max }
        [min] { $min }+
       *[max] up to { $max }
    }
seek-ends = The search ends { $when } unless someone comes first; you may cancel it at any time.
seek-paired = Found: you play { $opponent } ({ $rating }) in game #{ $id }, { $pool }. The game is shown here.
seek-expired = Nobody came to play within { $time }. Play the computer at level { $level } (near your rating) now, or seek again later.
seek-cancelled = You stopped looking for a game.
seek-nothing-to-cancel = There was nothing to cancel: your search was already paired or over.
quick-start = Quick pairing: { $black } ({ $black_rating }) with Black against { $white } ({ $white_rating }) with White, { $pool }.
lobby-title = Open seeks: { $count }
lobby-empty = Nobody is looking for a game right now. Seek one yourself: you will be told as soon as someone comes.
lobby-line = { $pool } · rated { $rating } · posted { $since }
lobby-line-range = { " " }· plays { $range }
lobby-line-yours = { $line } (yours)

refusal-engine-full = The engine is analysing for many people right now: step to this position again in a moment.
refusal-no-line-in-time = The engine spent its time on this position listing its moves (a flying mullah among many scattered pieces makes thousands of capture chains) and found no line: analyse a position with fewer pieces around the mullah.
refusal-live-position = That position stands in game { $game }, which is still being played: the engine helps no game in progress. Analyse it once the game is over.
refusal-bad-position = That position cannot be read: { $reason }. Copy the position text again, or leave it out to start from the usual position.
refusal-too-many-turns = That position has { $count } legal moves, more than the { $max } the board and the engine take up: set up a position with fewer (a flying mullah among many scattered pieces makes thousands).
refusal-positions-too-fast = Positions are arriving faster than the board can read them: wait for the last one to appear, then go on.
position-error-too-long = the text is longer than { $max } characters
position-error-missing-turn = the side to move is missing: end the text with a space and `b` (Black) or `w` (White)
position-error-bad-turn = `{ $text }` is not a side to move; write `b` or `w`
position-error-rank-count = it has { $count ->
    [one] one rank
   *[other] { $count } ranks
} separated by `/`; a board has 9 (or 5 for the small board)
position-error-rank-length = rank { $rank } describes { $points ->
    [one] one point
   *[other] { $points } points
}; it must describe exactly { $expected }
position-error-bad-char = rank { $rank } holds `{ $char }`; use b, B, w, W for pieces and digits for empty points
position-error-far-rank = the { $side } man on { $square } stands on its promotion rank; write it as a mullah (B or W)
position-error-too-many = { $side } has { $count } pieces; a side has at most { $max } on this board

# Team games (docs/team-games.md): each side played by many, by vote.
refusal-not-a-team-game = That game is not a team game: only its two players move in it.
refusal-not-a-team-member = You are on neither team of this game: join one first (`{ $prefix }team join black` or `{ $prefix }team join white`), then vote.
refusal-not-your-teams-turn = It is { $side }'s turn: your team votes once the other team has played.
refusal-already-on-team = You are already on { $side }'s team in this game: a person plays for one side only.
refusal-not-captain = Only the team's captain can call the tally early; otherwise it comes when every member has voted, or when the time is up.
refusal-vote-too-late = That turn has been tallied and played already: vote on the new position.
refusal-team-role-only = { $side }'s team is only for members with the role { $role }: ask the server's admins for it, or join the other side.
refusal-team-of-other-server = { $side }'s team is played by the other server's members: join the side of this server.
refusal-team-challenge-unknown = No server challenge has that code (a code works for a day): check it with the other server, or challenge them with `/team challenge`.
refusal-team-challenge-taken = That code has started its game already: a code starts one game. Ask the other server for a new one.
refusal-team-challenge-same-server = That code was given in this server: another server's members answer it, in one of their channels.
refusal-bad-marks = Marks on the board are rings around its points and arrows between them, { $max } at most: clear some before you draw more.
team-motion-backed = { $name } backs { $motion ->
    [resign] resigning
    [takeback] taking back the side's last turn
   *[draw] a draw
} for the side: { $backing } of { $members } so far (a majority of the side, or its captain, decides).
team-draw-offered = { $team } offers a draw: the other side accepts it when a majority of its members, or its captain, backs a draw too.
team-takeback-asked = { $team } asks to take back its last turn: the other side agrees when a majority of its members, or its captain, backs a takeback too (`/team takeback`); playing its turn declines it.
team-takeback-done = { $team }'s last turn is taken back: { $team } votes on its turn again.
team-name-black = Black team
team-name-white = White team
team-captain = { $name } (captain)
team-nobody = nobody yet
team-tally-count = { $turn }: { $votes ->
    [one] one vote
   *[other] { $votes } votes
}
