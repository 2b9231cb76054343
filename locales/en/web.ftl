# The web board (the page played by touching the pieces, and its links).
# Terms: see the glossary at the head of zamma.ftl. A "point" is where a
# piece stands; "tap" covers a click or a touch.

web-page-title = Zamma — game { $game }
web-title = Game { $game }: { $black } against { $white }
web-loading = Loading the board…
web-no-such-page = There is no board at this address. Open the board from the game's message on Discord, or from the console.
web-board = Board of game { $game }
web-moves = Moves
web-skip = Skip the animation
web-confirm = Yes
web-pick = Your move: tap a piece that may move, or drag it where it goes.
web-pick-dest = Tap the point where it goes, or tap another piece.
web-pick-huff = You may huff: tap the enemy piece to remove, or play on.
web-chain = The capture goes on: tap the next landing point.
web-chain-stop = The capture may go on: tap the next landing point, or this point again to stop here.
web-waiting = Waiting for { $name } to move.
web-connection-lost = The connection was lost; connecting again…
web-spectating = You are watching this game.
web-abort = Abort
web-confirm-resign = Resign game { $game }? Your opponent wins.
web-confirm-abort = Abort game { $game }? It ends with no result.

web-point-empty = { $point }, empty
web-point-piece = { $point }, { $piece }
web-point-may-move = { $point }, { $piece }, may move to { $points }
web-point-must-capture = { $point }, { $piece }, must capture, landing on { $points }
web-point-huffable = { $point }, { $piece }, may be huffed
web-piece-must-not = The piece on { $point } cannot move now. { $reason }
web-piece-stuck = The piece on { $point } is stuck: every point it may step to is occupied. Tap one of the pieces that may move.

web-player = { $name }, { $colour }, { $rating }
web-player-to-move = { $name }, { $colour }, { $rating }, to move
web-computer-level = computer, level { $level }
web-clock = { $time } left
web-status-to-move = { $name } to move ({ $colour })
web-status-aborted = The game was aborted.
web-draw-offered = { $name } offers a draw.
web-draw-declined = { $name } declined your draw offer; play on.
web-takeback-asked = { $name } asks to take back their last move.
web-rematch-sent = You challenged { $name } to a rematch; the game starts when they accept.

web-pass-expired = This board link has expired. Open the board again from the game's message (or the console) for a new link.
web-pass-bad = This board link is not valid. Open the board again from the game's message (or the console).
web-not-your-game = This link does not show game { $game }. Open that game's board from its own message.
web-only-watching = You are watching this game, so you cannot act in it. To play, open the board from your own game's message.
web-too-fast = Too many actions at once. Wait a second, then try again.
web-no-turn = No move was sent. Tap a piece, then where it goes.
web-no-such-action = That action is not open in this game now. The board shows the ones that are.
web-busy = The board has too many visitors right now. Try again in a minute.
web-too-many-here = Too many pages and requests from your address at once. Close some of the board's pages, then try again.
web-body-too-large = That request is far larger than the board ever needs; it was not read. Reload the page and try again.
web-body-slow = That request took too long to arrive, so it was dropped. Check your connection and try again.

# The link to a game's board, given only to the person who asked.
web-link = Your board for game { $game }, for you only; the link works for { $time }: { $url }
web-link-watch = The board of game { $game }, to watch it; the link works for { $time }: { $url }
web-off = The web board is not switched on for this bot. Play with the buttons and `/move`; the bot's operator can switch it on (WEB_SECRET and WEB_PUBLIC_URL).
button-board = Board
# The review's button to the finished game on the web board, with the engine.
button-analyse = Analyse
# The console (`local --web`).
web-serving = The games are also on a web board in your browser, played by touching the pieces: each game's address is printed when it starts, and by `game` and `board`.
web-game-link = Game { $game } in the browser, played from this keyboard by whoever is to move: { $url }
web-game-link-player = { $name } ({ $colour }), on a device of their own: { $url }
web-game-link-watch = To watch it: { $url }
web-port-taken = Port { $port } cannot serve the web board ({ $reason }): choose another with `--port`, or leave `--port` out to take a free one.

# The board as a Discord Activity (inside the Discord client).
activity-title = Zamma
activity-outside = This page is the Zamma board inside Discord. Open it from a game's Board button on Discord, or from the App Launcher.
activity-sdk-failed = Discord did not let the board sign you in. Close the Activity and open it again from the game's Board button.
activity-off = The board inside Discord is not switched on for this bot. Use the Board button for a link instead; the bot's operator can switch it on (DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET).
activity-bad-request = The board did not say who you are. Close the Activity and open it again.
activity-code-refused = Discord did not confirm who you are (the sign-in was used already or has expired). Close the Activity and open it again.
activity-no-instance = Discord knows no such Activity; it may have ended. Open it again from the game's Board button.
activity-not-in-instance = Discord says you are not in this Activity. Join it from the channel first, then open the board again.
activity-discord-failed = Discord did not answer; try again in a moment.
activity-too-many-sign-ins = Too many sign-ins at once. Wait a minute, then open the Activity again.
activity-left = Discord no longer lists you in this Activity, so its board is closed to you. Join the Activity again from the channel to go on.
activity-members-only = This is for people in a Discord Activity. Open the board from the game's Board button.
activity-not-this-channel = Game { $game } is not played in this channel, so this Activity cannot show it. Open its board from its own channel.
activity-opponent-not-here = You can only challenge someone who is in this Activity with you.
activity-games = Games in this channel
activity-no-games = No games in progress here. Challenge someone below, or play the computer.
activity-game = Game { $game }: { $black } against { $white }, { $name } to move
activity-open = Open
activity-challenges = Challenges
activity-no-challenges = No open challenges.
activity-challenge-to-you = { $name } challenges you ({ $rules })
activity-challenge-from-you = You challenged { $name } ({ $rules }); waiting for an answer
activity-challenge-anyone = Your challenge to anyone here ({ $rules })
activity-people = In this Activity
activity-alone = Nobody else is here yet. Invite someone to the Activity, or play the computer.
activity-challenge = Challenge
activity-computer = Play the computer
activity-quick = Find an opponent anywhere
activity-seek = Look for an opponent
activity-level = Level { $level }
activity-lobby = Back to the games of this channel

# The course (Learn) on the web board.
learn-web-title = Learn Zamma
learn-web-not-a-learner = This link opens a game, not the course. Open the course from `/learn` on Discord.
learn-web-link = Your level on the web board, for you only; the link works for { $time }: { $url }
learn-point-goal = { $label }, part of the goal

# The last turn in words, for screen readers. $huffed: the point of the piece huffed, or "none".
web-said-turn = { $name } played { $from } to { $to }{ $count ->
        [0] {""}
       *[other] , taking { $taken }
    }{ $huffed ->
        [none] {""}
       *[other] , and huffed the piece on { $huffed }
    }.
# Read after a point's label when the picked piece may land there.
web-legal-landing = legal landing
# The button that switches the move sounds on and off (off until pressed).
web-sounds = Sounds

# Stepping through a finished game on the board.
web-analysis-not-yet = This game is still being played: its moves can be stepped through, and analysed, once it has ended.
web-no-such-ply = That game has no position there (turns played: { $plies }). Step through it with the buttons under the board.
web-step-first = Start of the game
web-step-back = Previous move
web-step-next = Next move
web-step-last = End of the game
web-steps = Step through the game

# The engine's word on a position of a finished game (the analysis board).
engine-even = The position is about even
engine-slightly = { $side ->
        [black] Black
       *[white] White
    } is slightly better
engine-better = { $side ->
        [black] Black
       *[white] White
    } is better by about { $men ->
        [one] one piece
       *[other] { $men } pieces
    }
engine-winning = { $side ->
        [black] Black
       *[white] White
    } is winning
engine-wins-in = { $side ->
        [black] Black
       *[white] White
    } wins in { $turns ->
        [one] one turn
       *[other] { $turns } turns
    }
web-engine = { $eval } (depth { $depth }): { $line }
# The evaluation graph beside a finished game's board (clickable: a position).
web-graph = Evaluation graph of game { $game }: Black's advantage above the middle line, White's below; a click shows that position.

# The analysis board: a finished game's positions, its variations, free boards.
web-analysis-title = Analysis board
web-analysis-board = Analysis board
web-analysis-to-move = { $colour } to move
web-analysis-explore = Play any move to explore it: it becomes a variation, and the game stays as it was.
web-analysis-bad-link = This analysis link is damaged. Open the board again from the bot (the Analyse button, or `analyse` in the console).
web-variation = Variation
web-variation-promote = Promote variation
web-variation-delete = Delete from here

# Team games on the board (docs/team-games.md): a member's turn is their vote;
# only their side sees its votes and marks.
web-team-members = { $team }: { $members }
web-team-your-turn = Your side is to move: play a turn on the board to vote for it ({ $voted } of { $members } have voted). The turn with the most votes is played when everyone has voted, or when the time is up.
web-team-so-far = Your side's votes so far: { $counts }.
web-team-your-vote = Your vote: { $turn }. You can change it until the tally.
web-team-their-turn = The other side is voting: you will see its turn once it is tallied.
# The number of votes drawn beside a turn's arrow.
web-team-vote-count = { $votes }
web-team-marks-hint = Press the right mouse button on a point and let go on another (with a finger: press and hold a point, then tap another; with the keyboard: M on a point, then M on another) to draw an arrow only your side sees; on the same point, a ring. Draw a mark again to clear it.
web-team-marks = Your side's marks: { $marks }.
web-team-mark-arrow = an arrow from { $from } to { $to }
web-team-mark-ring = a ring on { $at }
web-team-draw = Back a draw
web-team-takeback = Back a takeback
web-team-resign = Back resigning
web-confirm-team-resign = Back resigning game { $game } for your side? The side resigns when a majority of its members, or its captain, backs it.
web-team-tally = Call the tally
