# zamma-bot's words on Discord: commands, the game message, buttons,
# menus, lists and announcements. `<@…>` mentions, `<t:…:R>` times and
# `/commands` are Discord markup and stay as they are.

## Commands, their options and choices. `-name` keys are what Discord shows
## as the command's (or option's) name: lowercase, no spaces, at most 32
## letters, digits, - or _. `.desc` is its description (at most 100
## characters).

cmd-challenge-name = challenge
    .desc = Challenge someone, or anyone here (no user), or the bot itself to play the computer
opt-challenge-user-name = user
    .desc = Who to play (leave empty: anyone here may accept)
opt-challenge-preset-name = preset
    .desc = Rules preset (default zamma)
opt-challenge-options-name = options
    .desc = Rule options over the preset, e.g. landing=behind count=on
opt-challenge-rated-name = rated
    .desc = Rated (default) or casual
opt-challenge-colour-name = colour
    .desc = Your colour (default random)
opt-challenge-time-name = time
    .desc = Time per move, e.g. 30m, 12h, 3d (default 24h)
opt-challenge-min-rating-name = min-rating
    .desc = For a challenge to anyone: the lowest rating that may accept
opt-challenge-max-rating-name = max-rating
    .desc = For a challenge to anyone: the highest rating that may accept

cmd-play-ai-name = play-ai
    .desc = Play the computer (never rated)
opt-play-ai-level-name = level
    .desc = 1 (beginner) to 5 (strongest); default 3
opt-play-ai-preset-name = preset
    .desc = Rules preset (default zamma)
opt-play-ai-options-name = options
    .desc = Rule options over the preset, e.g. landing=behind
opt-play-ai-colour-name = colour
    .desc = Your colour (default random)

cmd-move-name = move
    .desc = Play a move in your game here
opt-move-move-name = move
    .desc = Your move, e.g. c3-c4, c3xe5xg3, or start and end: c3 g3
opt-move-game-name = game
    .desc = Which game, if you play several here

cmd-board-name = board
    .desc = Show the board of a game
opt-board-game-name = game
    .desc = Which game (default: yours here)

cmd-resign-name = resign
    .desc = Resign a game
opt-resign-game-name = game
    .desc = Which game (default: yours here)

cmd-draw-name = draw
    .desc = Offer a draw, accept your opponent's offer, or decline it
opt-draw-answer-name = answer
    .desc = Offer (or accept an offer), or decline
opt-draw-game-name = game
    .desc = Which game (default: yours here)

cmd-abort-name = abort
    .desc = Abort a game: a player before both sides have moved, or a server admin
opt-abort-game-name = game
    .desc = Which game (default: yours here)

cmd-games-name = games
    .desc = Your games in progress and open challenges

cmd-leaderboard-name = leaderboard
    .desc = The best rated players, here or everywhere
opt-leaderboard-scope-name = scope
    .desc = This server (default), all servers, or the servers themselves by their team games

cmd-stats-name = stats
    .desc = A player's rating, results, streak and recent games
opt-stats-user-name = user
    .desc = Whose (default: yours)

cmd-history-name = history
    .desc = A player's finished games
opt-history-user-name = user
    .desc = Whose (default: yours)

cmd-export-name = export
    .desc = A game's record as text (tag pairs and numbered moves)
opt-export-game-name = game
    .desc = Game number (default: yours here)

cmd-replay-name = replay
    .desc = A game as an animated GIF, one frame per move
opt-replay-game-name = game
    .desc = Game number (default: yours here)
cmd-review-name = review
    .desc = The computer's review of a finished game: mistakes, accuracy, graph
opt-review-game-name = game
    .desc = Game number (default: your last finished game)

cmd-rules-name = rules
    .desc = How to play, and the rule presets
opt-rules-preset-name = preset
    .desc = One preset (default: all)

cmd-help-name = help
    .desc = The commands of zamma-bot

cmd-puzzle-name = puzzle
    .desc = Puzzles from real games: find the winning turn
cmd-puzzle-next-name = next
    .desc = Your puzzle in progress, or a new one near your puzzle rating
opt-puzzle-next-preset-name = preset
    .desc = Rules preset (default zamma)
cmd-puzzle-daily-name = daily
    .desc = The day's puzzle, the same for everyone
cmd-puzzle-move-name = move
    .desc = Play a turn in the puzzle you are solving
opt-puzzle-move-move-name = move
    .desc = Your turn, e.g. c3xe5xg3
cmd-puzzle-leaderboard-name = leaderboard
    .desc = The best puzzle solvers
cmd-learn-name = learn
    .desc = Learn Zamma: short levels that teach the game by playing it
opt-learn-move-name = move
    .desc = A turn in your level, e.g. e3-e4
opt-learn-level-name = level
    .desc = A level to play (default: where you stopped)
cmd-tournament-name = tournament
    .desc = Tournaments in this server: round robin, Swiss and the knockout cup
cmd-tournament-create-name = create
    .desc = Create a tournament here; players join it with /tournament join
opt-tournament-create-format-name = format
    .desc = Swiss, round robin (single or double) or knockout cup
opt-tournament-create-name-name = name
    .desc = Its name (default: Tournament #N)
opt-tournament-create-preset-name = preset
    .desc = Rules preset (default zamma)
opt-tournament-create-options-name = options
    .desc = Option overrides, e.g. landing=behind count=on
opt-tournament-create-rounds-name = rounds
    .desc = Swiss: rounds to play (default: enough for a winner)
opt-tournament-create-time-name = time
    .desc = Time per move, e.g. 30m, 12h, 3d (default 24h)
opt-tournament-create-round-time-name = round-time
    .desc = Longest round, e.g. 3d (default 40 times the time per move)
opt-tournament-create-rated-name = rated
    .desc = Rated (default) or casual
opt-tournament-create-max-players-name = max-players
    .desc = Most players (2 to 64, default 64)
opt-tournament-create-min-rating-name = min-rating
    .desc = Only players rated at least this may join
opt-tournament-create-max-rating-name = max-rating
    .desc = Only players rated at most this may join
opt-tournament-create-starts-in-name = starts-in
    .desc = Start on its own after this long, e.g. 2h (default: when you start it)
opt-tournament-create-decider-name = decider
    .desc = Cup: who goes through a tie drawn twice (default: more pieces left)
cmd-tournament-join-name = join
    .desc = Enter a tournament that is taking entries
opt-tournament-join-tournament-name = tournament
    .desc = Which tournament (default: the one open here)
cmd-tournament-leave-name = leave
    .desc = Leave a tournament before it starts
opt-tournament-leave-tournament-name = tournament
    .desc = Which tournament (default: the one open here)
cmd-tournament-start-name = start
    .desc = Start a tournament now (its organiser, or someone who may manage the server)
opt-tournament-start-tournament-name = tournament
    .desc = Which tournament (default: the one open here)
cmd-tournament-withdraw-name = withdraw
    .desc = Stop playing in a tournament: your game now is resigned, later ones forfeited
opt-tournament-withdraw-tournament-name = tournament
    .desc = Which tournament (default: the one here)
cmd-tournament-cancel-name = cancel
    .desc = Cancel a tournament (its organiser, or someone who may manage the server)
opt-tournament-cancel-tournament-name = tournament
    .desc = Which tournament (default: the one here)
cmd-tournament-standings-name = standings
    .desc = The standings, with tie-breaks, as a table (and a cup's bracket)
opt-tournament-standings-tournament-name = tournament
    .desc = Which tournament (default: the one here)
cmd-tournament-pairings-name = pairings
    .desc = A round's pairings and results (default: the current round)
opt-tournament-pairings-tournament-name = tournament
    .desc = Which tournament (default: the one here)
opt-tournament-pairings-round-name = round
    .desc = Which round (default: the current one)
cmd-tournament-list-name = list
    .desc = The tournaments of this server
choice-format-swiss = Swiss
choice-format-round-robin = round robin
choice-format-double-round-robin = double round robin
choice-format-cup = knockout cup
choice-decider-pieces = more pieces left
choice-decider-seed = higher seed
cmd-settings-name = settings
    .desc = Your language, and the server's settings
cmd-settings-language-name = language
    .desc = The language of the bot's answers to you
opt-settings-language-language-name = language
    .desc = Your language (automatic: Discord's language)
cmd-settings-theme-name = theme
    .desc = The board theme of the images only you see
opt-settings-theme-theme-name = theme
    .desc = Your board theme (default: sand)
cmd-settings-pings-name = pings
    .desc = Whether the bot's mentions of you notify you
opt-settings-pings-on-name = on
    .desc = Notify me when it is my turn, I am challenged or reminded (default: on)
cmd-settings-notifications-name = notifications
    .desc = Whether what you missed where the bot cannot post is sent to you by DM
opt-settings-notifications-on-name = on
    .desc = DM me results and reminders I would otherwise see only at my next command (default: off)
cmd-settings-server-theme-name = server-theme
    .desc = (Manage Server) The board theme of the game messages here
opt-settings-server-theme-theme-name = theme
    .desc = The server's board theme (default: sand)
cmd-settings-server-language-name = server-language
    .desc = (Manage Server) The language of the bot's public messages here
opt-settings-server-language-language-name = language
    .desc = The server's language (automatic: the server's Discord language)
cmd-settings-threads-name = threads
    .desc = (Manage Server) Start each accepted game in its own thread
opt-settings-threads-on-name = on
    .desc = Each game in its own thread (true) or in the challenge's channel (false)

choice-colour-black = black
choice-colour-white = white
choice-colour-random = random
choice-draw-offer = offer or accept
choice-draw-decline = decline
choice-scope-server = this server
choice-scope-global = all servers
choice-scope-servers = the servers themselves
choice-language-auto = automatic
choice-theme-default = default
theme-sand = sand
theme-dark = dark
theme-contrast = high contrast

## The game message

game-title = Game #{ $game } · { $rules }
game-kind-computer = vs computer
game-kind-rated = rated
game-kind-casual = casual
game-footer = { $kind } · { $time } per move
# A time shown in words from now (for a reader whose Discord has no such language), then its date and clock time.
discord-when = { $words } ({ $at })
game-player = { $stone } { $colour }: { $player } ({ $rating })
game-player-computer = { $stone } { $colour }: { $player } (computer, level { $level })
game-to-move = Move { $number } · { $player } ({ $colour }) to move · time runs out { $deadline }
game-may-huff = { $player } may huff: { $points } (write e.g. `huff { $first }, …`)
game-draw-offered = { $player } offers a draw.
game-aborted = **Aborted** after { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }; it does not count.
game-finished = **{ $result }** after { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }.
game-finished-plain = Finished
game-last-move = Last move: `{ $turn }`
game-last-move-took = Last move: `{ $turn }` (took { $taken })
game-captured = Pieces taken so far: by Black { $black } · by White { $white }
game-your-move = { $player }, your move in game #{ $game }.

headline-played = { $name } played { $turn }
headline-resigned = { $name } resigned
headline-accepted = { $name } accepted the challenge
headline-computer = { $name } plays the computer (level { $level })
headline-draw-agreed = Draw agreed

button-move = Move
button-offer-draw = Offer draw
button-accept-draw = Accept draw
button-decline-draw = Decline draw
button-resign = Resign
button-confirm-resign = Yes, resign
button-accept = Accept
button-join = Join
button-leave = Leave
button-decline = Decline
button-cancel = Cancel
button-previous = ◀ Previous
button-next = Next ▶

## Draws and resignation

draw-offered = { $player } offers a draw in game #{ $game }; { $opponent }, accept or decline with the buttons or `/draw`.
draw-declined = { $player } declined the draw in game #{ $game }; play on.
button-takeback = Take back
button-accept-takeback = Accept takeback
button-decline-takeback = Decline takeback
takeback-asked = { $player } asks to take back their last turn in game #{ $game }; { $opponent }, accept or decline with the buttons.
takeback-declined = { $player } declined the takeback in game #{ $game }; play on.
takeback-declined-computer = The computer (level { $level }) does not allow takebacks; play on. (Levels 1 to 3 do.)
headline-takeback = { $name } took back { $turns ->
        [one] their last turn
       *[other] the last { $turns } turns
    }
resign-confirm = Do you really want to resign game #{ $game }? It counts as a loss. (Dismiss this message to play on.)
resign-done = You resigned game #{ $game }.

## The move menu

menu-kind-man = man
menu-kind-mullah = mullah
menu-piece = { $point } · { $kind } · { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }
menu-piece-takes = { $point } · { $kind } · { $moves ->
        [one] 1 move
       *[other] { $moves } moves
    } · takes { $taken }
menu-move-takes = { $turn } · takes { $taken }
menu-pick-piece = Pick a piece to move
menu-pick-move = Pick the move of { $point }
menu-text-piece = Game #{ $game }: pick the piece to move.
menu-text-move = Game #{ $game }: pick the move of { $point } (dots mark where it can go).
menu-huff-hint = You may huff first: pick the piece in the first menu (or type `/move huff d4, c3-c4`).
menu-pick-huff = Huff a piece first? (optional)
menu-no-huff = No huff
menu-huff-option = Huff { $point }
menu-text-huffed = Game #{ $game }: you huff { $point } (it leaves the board with your turn); now pick the piece to move.
menu-too-many = Not every piece fits in the menu; use `/move` for the others.
menu-played = You played `{ $turn }`.
autocomplete-move-takes = { $turn } — takes { $taken }
autocomplete-game = #{ $game } { $black } vs { $white } · { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }

## Challenges

puzzle-alt = The board of puzzle { $id }, from the solver's side.
puzzle-piece = { $point }: { $turns ->
        [one] 1 turn
       *[other] { $turns } turns
    }
puzzle-pick-turn = Your turn…
puzzle-next = Next puzzle
challenge-title = Challenge #{ $id }
challenge-text = { $challenger } challenges { $challenged } to a { $rated ->
        [yes] rated
       *[no] casual
    } game of **{ $rules }**.
    { $challenger } plays { $colour ->
        [black] black
        [white] white
       *[random] a colour drawn at random
    }; { $time } per move.
challenge-expires = The challenge expires { $when }.
challenge-closed = { $status ->
        [accepted] This challenge was accepted.
        [declined] This challenge was declined.
        [cancelled] This challenge was cancelled.
       *[expired] This challenge expired.
    }
challenge-ratings = Ratings
challenge-ping = { $player }, you have been challenged!
challenge-declined-by = { $player } declined the challenge.
challenge-withdrawn-by = { $player } withdrew the challenge.
challenge-thread = Game #{ $game }: { $black } vs { $white }
challenge-moved-to-thread = Game #{ $game } is on in { $thread }.
challenge-accepted-below = { $player } accepted: game #{ $game } starts below.
challenge-anyone = anyone here
challenge-range = { $which ->
        [both] Open to players rated { $min } to { $max }.
        [min] Open to players rated { $min } or more.
       *[max] Open to players rated { $max } or less.
    }
challenge-expired-unanswered = The challenge from { $challenger } to { $challenged } (#{ $id }) expired unanswered.

## Lists, the leaderboard, stats

list-game = **#{ $game }** { $black } ⚫ vs { $white } ⚪ · { $rules } · { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    } · { $state }
list-challenge = Challenge #{ $id }: { $challenger } → { $challenged } ({ $rules }{ $rated ->
        [yes] , rated
       *[no] {""}
    })
games-title = Your games
games-empty = No games in progress; `/challenge` someone or `/play-ai`.
history-title = { $name } · finished games
history-empty = No finished games yet.
leaderboard-title-server = Leaderboard · this server
leaderboard-title-global = Leaderboard · all servers
leaderboard-empty = Nobody has finished a rated game yet.
leaderboard-line = `{ $rank }.` { $player } · **{ $rating }** · { $wins }W { $losses }L { $draws }D
leaderboard-page = page { $page } of { $pages }
leaderboard-title-servers = Leaderboard · servers, by their team games against each other
leaderboard-servers-empty = No server has finished a team game against another yet: challenge one with `/team challenge`.
leaderboard-server-line = `{ $rank }.` { $team } · **{ $rating }** · { $wins }W { $losses }L { $draws }D
stats-title = { $name } · stats
stats-rating = Rating **{ $rating }** (deviation ±{ $deviation }{ $provisional ->
        [yes] , provisional
       *[no] {""}
    })
stats-games = { $games ->
        [one] 1 rated game
       *[other] { $games } rated games
    }: { $wins } won, { $losses } lost, { $draws } drawn
stats-streak-none = Streak: none
stats-streak-wins = Streak: { $count ->
        [one] 1 win
       *[other] { $count } wins
    }
stats-streak-losses = Streak: { $count ->
        [one] 1 loss
       *[other] { $count } losses
    }
stats-playing = Playing
stats-recent = Recent games
export-text = Game #{ $game } as text:
replay-text = Replay of game #{ $game }:
replay-queued = Your replay is queued: { $ahead } ahead of you. It will appear here.
review-progress = Analysing game #{ $game }… { $percent }%
review-title = Review of game #{ $game }
review-player = { $inaccuracies ->
        [one] 1 inaccuracy
       *[other] { $inaccuracies } inaccuracies
    } · { $mistakes ->
        [one] 1 mistake
       *[other] { $mistakes } mistakes
    } · { $blunders ->
        [one] 1 blunder
       *[other] { $blunders } blunders
    } · accuracy { $accuracy }
review-worst = Costliest turn: { $turn } (better: { $best })
review-no-judged = Every turn was forced (the only legal one), so none is judged.
review-footer = Every position searched with { $nodes } nodes, so the same game gets the same review anywhere. ?! inaccuracy (half a man lost), ? mistake (a man), ?? blunder (two men).
review-alt = Evaluation graph of game #{ $game }: Black's advantage above the middle line, White's below; dots mark inaccuracies, mistakes and blunders.
review-moment-title = Review of game #{ $game } · move { $number } of { $moves } ({ $colour })
review-moment-key = Key moment { $index } of { $count }.
review-moment-graph = Evaluation graph of game #{ $game } with move { $number } ({ $colour }) marked: Black's advantage above the middle line, White's below.
review-button-summary = Summary
review-button-key = Key moment
review-button-turn = Turn
button-review = Review
button-rematch = Rematch
refusal-review-not-kept = This review is no longer kept. Ask for it again: `/review game:{ $game }`.

## Announcements

reminder = { $player }, game #{ $game } is waiting for your move; your time runs out { $deadline }.

## Settings

settings-pings-on = From now on you are notified when it is your turn, when you are challenged and when a game needs you.
settings-pings-off = From now on the bot still names you, but its messages no longer notify you. `/settings pings on:True` turns them back on.
settings-threads-on = Games in this server start in their own thread.
settings-notifications-on = From now on, what you miss where the bot cannot post (a game lost on time, a reminder, an expired challenge) is also sent to you by DM. Discord delivers it only if you share a server with the bot or added it to your apps.
settings-notifications-off = From now on, what you miss where the bot cannot post is shown to you at your next command or button. `/settings notifications on:True` sends it by DM too.
settings-threads-off = Games in this server start in the channel of the challenge.
settings-language-set = From now on I answer you in English.
settings-language-auto = From now on I answer you in the language of your Discord.
settings-server-language-set = From now on this server's game messages are in English.
settings-server-language-auto = From now on this server's game messages follow the server's Discord language.
settings-theme-set = From now on the boards only you see are drawn in the { $theme } theme.
settings-server-theme-set = From now on this server's game messages show the board in the { $theme } theme.

## Help

help-title = zamma-bot
help-text =
    `/challenge user` — challenge someone (preset, options, rated, colour, time per move); without a user, anyone here may accept (optionally only players rated in a range)
    `/play-ai [level] [preset]` — play the computer (levels 1–5; never rated)
    `/play [time]` · `/lobby` — find an opponent anywhere the bot is (quick pairing), or take an open seek; `/block user` keeps someone away
    `/move move` — play a move (autocompleted), or press **Move** under the board
    `/board` · `/games` — your game here / all your games
    `/draw` · `/resign` · `/abort` — offer or answer a draw, resign, abort before both have moved
    `/leaderboard [scope]` · `/stats [user]` · `/history [user]`
    `/export [game]` · `/replay [game]` — the game as text / as an animated GIF
    `/review [game]` — the computer's review of a finished game: mistakes, accuracy, graph
    `/learn [move] [level]` — learn the game in short levels, from the first move to the flying mullah
    `/puzzle next` · `/puzzle daily` · `/puzzle move` · `/puzzle leaderboard` — puzzles from real games: find the winning turn
    `/tournament create` · `join` · `start` · `standings` · `pairings` · `withdraw` — tournaments in this server: Swiss, round robin, knockout cup
    Under a game: **Take back** (casual games and against the computer); once it is over, **Review** and **Rematch**
    `/rules [preset]` — how to play
    `/settings language` — the language I answer you in
    `/settings theme` — how the boards only you see look (sand, dark, high contrast)
    `/settings pings` — whether you are notified when it is your turn, you are challenged or reminded
    `/settings notifications` — whether what you missed where I cannot post is sent to you by DM
    `/settings server-language` · `/settings server-theme` · `/settings threads` — (Manage Server) the server's language and board theme; each game in its own thread

## Refusals of the Discord front end

refusal-servers-only = This belongs to a server (its settings, its leaderboard); use it in a server channel. Games can be played here too.
refusal-add-bot = This needs the bot added to this server; for now only people here installed the app. Someone with Manage Server can add it (<{ $link }>).
refusal-no-one-else-here = Only you and the bot are in this DM, so no one else could accept. Play the computer here with `/play-ai`, or challenge people in a server or a group DM.
away-header = While you were away:
away-by-dm = You asked to get by DM what you miss where the bot cannot post:
away-game-ended = game #{ $game } ({ $black } vs { $white }) ended: { $outcome }.
away-game-aborted = game #{ $game } ({ $black } vs { $white }) was aborted.
away-your-move = it is your move in game #{ $game } against { $opponent }; your time runs out { $deadline }.
away-challenge-expired = challenge #{ $id } from { $challenger } expired unanswered.
refusal-manage-server = You need the Manage Server permission for this.
refusal-piece-cannot-move = That piece cannot move now; pick another, or press Move again.
refusal-move-gone = That move is not available any more; press Move again.
refusal-no-preset = There is no preset `{ $name }`; the presets are zamma, dhamet (srand), sahara and zamma5.
refusal-no-replay = This game cannot be replayed as a GIF: it has { $plies } plies, and a replay shows at most { $max }.
refusal-heavy-busy = You already have a replay being drawn: one at a time, please. Ask again when it has arrived.
refusal-heavy-failed = The replay could not be drawn (an error on our side, now logged). Try again in a moment.
refusal-nothing-to-review = You have no finished game to review yet. Give a game number: `/review game:12`.
refusal-discord-failed = Discord failed to take my answer (a fault on its side). Anything you did is saved: `/board` shows your game as it stands.
note-missing-permissions = I may not post in this channel myself (missing: { $permissions }), so my moves come here, as answers to yours. Someone who can manage this channel can give me those permissions in its settings; nothing of the game is lost meanwhile.
note-cannot-post = Discord refused my post in this channel, so my move comes here, as an answer to yours. Nothing of the game is lost; `/board` shows it.
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-send-in-threads = Send Messages in Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
refusal-bad-option = { $what } is not a valid value here; check the command's options and try again.
refusal-an-option = The value of an option
refusal-options-mismatch = Those options do not match this command (your Discord may show an old version of it); check them and try again.

## Tournaments

tournament-started-here = Started: the pairings and the games are being posted in this channel.
tournament-list-title = Tournaments in this server
tournament-list-empty = No tournament in this server yet; create one with `/tournament create`.

# issue 33: sentences
review-nothing-played = Played no turn in this game: there is nothing to review.

## Quick pairing on Discord.
cmd-play-name = play
    .desc = Find an opponent anywhere: you are paired with someone seeking the same game
opt-play-time-name = time
    .desc = Time per move (default: any of the pools)
opt-play-preset-name = preset
    .desc = Rules preset (default zamma)
opt-play-rated-name = rated
    .desc = Rated (default) or casual
opt-play-min-rating-name = min-rating
    .desc = The lowest rating you will play
opt-play-max-rating-name = max-rating
    .desc = The highest rating you will play
choice-pool-any = any of them
choice-pool-5m = 5 minutes
choice-pool-1h = 1 hour
choice-pool-1d = 1 day
choice-pool-5m-1h = 5 minutes or 1 hour
choice-pool-1h-1d = 1 hour or 1 day
cmd-lobby-name = lobby
    .desc = The open seeks of quick pairing: take one to play at once
cmd-block-name = block
    .desc = Never be paired with someone in quick pairing
opt-block-user-name = user
    .desc = Who you will never be paired with (leave empty: whom you block)
cmd-unblock-name = unblock
    .desc = Be paired with someone you blocked again
opt-unblock-user-name = user
    .desc = Who you blocked
cmd-settings-seek-role-name = seek-role
    .desc = Ping a role when someone here starts seeking a game with /play (Manage Server)
opt-settings-seek-role-role-name = role
    .desc = The role to ping (leave empty: ping nobody)
opt-settings-seek-role-channel-name = channel
    .desc = Where to ping it (default: this channel)
button-cancel-seek = Cancel
lobby-take = Take a seek and play now…
lobby-option = { $rating } · { $pool }
game-their-move = It is { $player }'s move in game #{ $game }.
block-done = You blocked { $name }: quick pairing will never pair you, and neither can take the other's seek.
block-already = You already block { $name }.
block-list = You block { $names }: quick pairing never pairs you with { $count ->
        [one] them
       *[other] any of them
    }.
block-none = You block nobody.
unblock-done = You no longer block { $name }.
unblock-not = You did not block { $name }.
seek-role-ping = { $role }: { $name } is looking for a game ({ $pool }). Take it with /lobby, or seek too with /play.
settings-seek-role-set = When someone here starts seeking a game, { $role } is pinged in { $channel }, at most once every { $quiet }.
settings-seek-role-off = Nobody is pinged when someone here seeks a game.

# Team games (docs/team-games.md): each side played by many, by vote.
cmd-team-name = team
    .desc = Team games: each side played by many, by vote
cmd-team-create-name = create
    .desc = Start a team game in this channel: anyone joins a side, and each side votes on its turns
opt-team-create-black-name-name = black-name
    .desc = Black's team's name (default: Black team)
opt-team-create-white-name-name = white-name
    .desc = White's team's name (default: White team)
opt-team-create-time-name = time
    .desc = Time per turn, e.g. 10m, 1h, 1d (default 10m)
opt-team-create-preset-name = preset
    .desc = Rules preset (default zamma)
opt-team-create-options-name = options
    .desc = Option overrides, e.g. landing=behind
opt-team-create-black-role-name = black-role
    .desc = Only members with this role may join Black's team
opt-team-create-white-role-name = white-role
    .desc = Only members with this role may join White's team
cmd-team-join-name = join
    .desc = Join a side of a team game here
opt-team-join-side-name = side
    .desc = Which side
opt-team-join-captain-name = captain
    .desc = Lead the side as its captain, if it has none
opt-team-join-game-name = game
    .desc = Which team game (default: the one here)
cmd-team-tally-name = tally
    .desc = Call the tally of your side's turn now (captains only)
opt-team-tally-game-name = game
    .desc = Which team game (default: yours here)
cmd-team-show-name = show
    .desc = Show a team game here: its board and its teams
opt-team-show-game-name = game
    .desc = Which team game (default: yours here)
cmd-team-resign-name = resign
    .desc = Back your side's resignation: a majority of the side, or its captain, resigns
opt-team-resign-game-name = game
    .desc = Which team game (default: yours here)
cmd-team-draw-name = draw
    .desc = Back a draw for your side: a majority of the side, or its captain, offers or accepts one
opt-team-draw-game-name = game
    .desc = Which team game (default: yours here)
cmd-team-takeback-name = takeback
    .desc = Back taking back your side's last turn, or agree to the other side's asking
opt-team-takeback-game-name = game
    .desc = Which team game (default: yours here)
cmd-team-challenge-name = challenge
    .desc = Challenge another server to a team game: its members answer with the code
opt-team-challenge-name-name = name
    .desc = This server's team's name (default: Black team)
opt-team-challenge-time-name = time
    .desc = Time per turn, e.g. 10m, 1h, 1d (default 10m)
opt-team-challenge-preset-name = preset
    .desc = Rules preset (default zamma)
opt-team-challenge-options-name = options
    .desc = Option overrides, e.g. landing=behind
opt-team-challenge-role-name = role
    .desc = Only members with this role may play for this server
cmd-team-accept-name = accept
    .desc = Answer another server's challenge with its code: the team game starts in both servers
opt-team-accept-code-name = code
    .desc = The code the other server gave
opt-team-accept-name-name = name
    .desc = This server's team's name (default: White team)
opt-team-accept-role-name = role
    .desc = Only members with this role may play for this server
team-server-challenge = { $team } challenges another server to a team game. Give its members the code `{ $code }`: in one of their channels, `/team accept code:{ $code }` starts the game, this server playing Black. The code expires { $expires }.
team-server-accepted = Team game #{ $game }, one server against another: { $side } against { $team }. This server plays for { $side }: join it with the buttons below or `/team join`. Each server's votes stay in its own side's thread; both see the tallies.
cmd-vote-name = vote
    .desc = Vote for your side's turn in a team game here
opt-vote-turn-name = turn
    .desc = The turn you vote for, e.g. c3-c4
opt-vote-game-name = game
    .desc = Which team game (default: yours here)

button-vote = Vote
button-join-team = Join { $team }
game-player-team = { $stone } { $colour }: { $team }
game-kind-team = team game
team-turn = It is { $team }'s turn in game #{ $game }: its members vote with `/vote` or the Vote button.
headline-team-created = { $name } started a team game
team-created = Team game #{ $game }: join a side with the buttons below or `/team join`. Each side votes on its turns, and the turn with the most votes is played.
team-thread = Game #{ $game }: { $team }
team-joined = You play for { $team } in game #{ $game }{ $captain ->
    [yes] , as its captain
   *[no] {""}
}.
team-deliberate-in = Your side deliberates in { $thread }: the other side cannot read it.
team-voted = You voted { $turn }. Your side so far ({ $voted } of { $members } voted): { $counts }.
team-voted-tallied = You voted { $turn }, your side's last vote. The tally: { $counts }. { $chosen } is played.
team-vote-told = { $player } votes { $turn } ({ $voted } of { $members } voted). So far: { $counts }.
team-tally-called = You called the tally: { $counts }. { $chosen } is played.
team-no-votes = Nobody on your side has voted yet: the tally waits for votes (a side with no vote when its time is up loses on time).
headline-tally = { $team } played { $turn } by vote
team-tally = The tally of { $team }: { $counts }.
team-your-turn = Your side's turn in game #{ $game }: the other side played { $turn }. Vote with `/vote` or the button below; the tally comes when everyone has voted, or { $deadline }.
