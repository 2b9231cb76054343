# The course (Learn): the stages' titles and lessons, and each level's goal
# and hint, by the ids of assets/learn/course.txt. Terms: see the glossary
# at the head of zamma.ftl (point, man, mullah, capture, chain, huff…). A
# level's goal is one short sentence; the par is shown beside it.

## board

learn-stage-board = The board
learn-stage-board-intro = Zamma is played on the points where the lines of the board cross, and the pieces move along those lines. Every point is joined to its neighbours straight up, down, left and right, but only every second point also has diagonal lines. A point is named by its file, a to i from left to right, and its rank, 1 to 9 from your side: e5 is the centre.

learn-level-board-first-steps = Move your man to e3.
learn-level-board-first-steps-hint = A man steps one point forward along a line each turn; straight ahead always works.
learn-level-board-diagonal = Move your man to e3.
learn-level-board-diagonal-hint = c1 has diagonal lines: follow the diagonal through d2.
learn-level-board-no-diagonal = Move your man to e3.
learn-level-board-no-diagonal-hint = d1 has no diagonal lines, so step straight up to d2 first; d2 has them.
learn-level-board-centre = Move your man to the centre point, e5.
learn-level-board-centre-hint = The long diagonal from the corner a1 leads straight to e5.
learn-level-board-route = Move your man to e6.
learn-level-board-route-hint = b1 has no diagonals: step up to b2, follow the diagonal towards e5, then go straight.

## moving

learn-stage-moving = Moving a man
learn-stage-moving-intro = A man moves one point at a time and only forward: straight ahead, or diagonally ahead from a point with diagonals, never sideways or back. It cannot step onto a point that is taken, so it has to go round pieces in its way. In these lessons White stands still and you play one move after another.

learn-level-moving-no-way-back = Move one of your men to e5.
learn-level-moving-no-way-back-hint = The man on e7 can never come back down; walk the one on e3 up.
learn-level-moving-edge = Move your man to a7.
learn-level-moving-edge-hint = The white men block the edge: go round them through b4, b5 and b6.
learn-level-moving-stuck = Move one of your men to b7.
learn-level-moving-stuck-hint = The man on a4 is stuck: it has no diagonal and a5 is taken. Walk the man on c3 up instead.
learn-level-moving-around = Move your man to c7.
learn-level-moving-around-hint = Go round the left side of the white block: d4, c5, c6, then c7.
learn-level-moving-choose = Move one of your men to d6.
learn-level-moving-choose-hint = Count the steps: the man on b3 gets there sooner than the one on f2.

## capturing

learn-stage-capturing = Capturing
learn-stage-capturing-intro = A man captures by jumping over an enemy piece on the next point along a line to the empty point just beyond it; the captured piece leaves the board. Unlike a step, a capture may go in any direction: forward, sideways or backwards. Capturing is compulsory: when you can capture, you must.

learn-level-capturing-forward = Capture the white man.
learn-level-capturing-forward-hint = Jump from e4 over e5 to the empty point e6.
learn-level-capturing-sideways = Capture the white man.
learn-level-capturing-sideways-hint = Captures may go sideways: from e5 over f5 to g5.
learn-level-capturing-backwards = Capture the white man.
learn-level-capturing-backwards-hint = Captures may go backwards too: from e5 down the diagonal over d4 to c3.
learn-level-capturing-compulsory = Move your man to e7.
learn-level-capturing-compulsory-hint = You must capture d5 first; then walk up from c5 by d6.
learn-level-capturing-two = Capture both white men.
learn-level-capturing-two-hint = Each of your men has a capture: make one, then the other.

## chains

learn-stage-chains = Capture chains
learn-stage-chains-intro = If a piece that has just jumped can jump again from where it landed, it must go on: the whole chain of jumps is one move. It may turn in a new direction at each jump, and the pieces it took leave the board when the chain ends.

learn-level-chains-straight = Capture two pieces in one move.
learn-level-chains-straight-hint = Jump e4 to land on e5, then jump e6.
learn-level-chains-turn = Capture two pieces in one move.
learn-level-chains-turn-hint = Jump d4 to land on e5, then turn and jump f4.
learn-level-chains-backwards = Capture two pieces in one move.
learn-level-chains-backwards-hint = This chain runs backwards: over e6 to e5, then over d4 to c3.
learn-level-chains-loop = Capture three pieces in one move.
learn-level-chains-loop-hint = A chain may come back to where it started: c3, e5, e3 and c3 again.
learn-level-chains-long = Capture four pieces in one move.
learn-level-chains-long-hint = Start up the diagonal over b2 and keep jumping: over d4, f4 and f2.
learn-level-chains-set-up = Capture three pieces in one move.
learn-level-chains-set-up-hint = There is no capture yet: step to c3 first, where a chain round the three men begins.

## majority

learn-stage-majority = Take the most
learn-stage-majority-intro = When you can capture in several ways, you must choose a capture that takes the most pieces, whichever of your pieces makes it: this is the majority rule, and a smaller capture is refused. Under the Saharan rules a smaller capture is allowed but is a fault (more about that later), so take the most there too.

learn-level-majority-most = Capture three pieces in one move.
learn-level-majority-most-hint = g3 could take one, but the chain from c3 takes three, so only that chain is allowed.
learn-level-majority-two-men = Capture two pieces in one move.
learn-level-majority-two-men-hint = b3 could take one, but e3 can take two, so e3 must capture.
learn-level-majority-fork = Capture three pieces in one move.
learn-level-majority-fork-hint = From e3, the way up the e-file takes more than the jump over d4.
learn-level-majority-sahara = Saharan rules: capture as many pieces as you can in one move.
learn-level-majority-sahara-hint = Every capture is allowed here, but only the chain of three from c3 takes the most.
learn-level-majority-sahara-finish = Saharan rules: capture as many pieces as you can in one move.
learn-level-majority-sahara-finish-hint = Here you may stop a chain early. Don't: keep jumping up to e9.

## promotion

learn-stage-promotion = Promotion
learn-stage-promotion-intro = A man whose move ends on the far rank (rank 9 for Black) becomes a mullah, a much stronger piece. Only where the move ends counts: a man that reaches the far rank in the middle of a capture chain and has to jump on stays a man.

learn-level-promotion-first = Make a mullah.
learn-level-promotion-first-hint = One step to e9, on the far rank.
learn-level-promotion-walk = Make a mullah.
learn-level-promotion-walk-hint = Walk up to rank 9: a diagonal step is as quick as a straight one.
learn-level-promotion-capture = Make a mullah.
learn-level-promotion-capture-hint = A capture that ends on rank 9 promotes too: jump e8.
learn-level-promotion-chain = Make a mullah.
learn-level-promotion-chain-hint = Take both men: the chain ends on g9.
learn-level-promotion-passing = Make a mullah.
learn-level-promotion-passing-hint = The capture passes e9 but must go on to e7, so the man is not promoted; walk it back up.
learn-level-promotion-compulsory = Make a mullah.
learn-level-promotion-compulsory-hint = g8 may not step while c7 has a capture: capture first (it does not promote), then step g8 up.

## mullah-moves

learn-stage-mullah-moves = The mullah's flight
learn-stage-mullah-moves-intro = A mullah moves along any line, forwards or backwards, across as many empty points as you like, all in one move. It cannot turn during a move or pass over a piece, and from a point without diagonals it can only fly straight.

learn-level-mullah-moves-fly = Move your mullah to i9.
learn-level-mullah-moves-fly-hint = One flight along the long diagonal.
learn-level-mullah-moves-backwards = Move your mullah to a1.
learn-level-mullah-moves-backwards-hint = A mullah may fly backwards: down the diagonal.
learn-level-mullah-moves-turn = Move your mullah to h2.
learn-level-mullah-moves-turn-hint = No line joins a1 and h2: first fly to a point on one of h2's lines, such as i1.
learn-level-mullah-moves-straight = Move your mullah to c6.
learn-level-mullah-moves-straight-hint = e4 has no diagonals: fly straight to e6 or c4, then straight on to c6.
learn-level-mullah-moves-blocked = Move your mullah to i9.
learn-level-mullah-moves-blocked-hint = Your own man blocks the diagonal: go round by a corner, or move the man out of the way.

## mullah-captures

learn-stage-mullah-captures = Flying captures
learn-stage-mullah-captures-intro = A mullah captures from afar: along a line it crosses empty points, jumps exactly one enemy piece and lands on any empty point beyond it. Choose the landing point from which the chain can go on; the majority rule still applies.

learn-level-mullah-captures-far = Capture with your mullah.
learn-level-mullah-captures-far-hint = The white man stands on the long diagonal from a1: land anywhere beyond it.
learn-level-mullah-captures-landing = Capture two pieces in one move.
learn-level-mullah-captures-landing-hint = Land on f6, the point from which f3 can be taken next.
learn-level-mullah-captures-chain = Capture three pieces in one move.
learn-level-mullah-captures-chain-hint = Over c3 to f6, down over f3 to f2, then along rank 2 over c2.
learn-level-mullah-captures-wait = Capture with your mullah.
learn-level-mullah-captures-wait-hint = The mullah could take h8, but your man's chain takes two, which is more, so the man goes first; the mullah's turn comes next.
learn-level-mullah-captures-all = Capture all the white men in one move.
learn-level-mullah-captures-all-hint = Up over a4 to a5, right along rank 5, then down the i-file.

## removal

learn-stage-removal = When captured pieces leave
learn-stage-removal-intro = Under Zamma rules the pieces you capture stay on the board until your chain ends: they still block the way and cannot be jumped twice. Under Dhamet rules, the Mauritanian game, each captured piece leaves at once, so its point is free for the rest of the chain. For a man this changes nothing; for a flying mullah it can change a lot.

learn-level-removal-zamma = Zamma rules: capture both white men.
learn-level-removal-zamma-hint = e6 stays in the way until your move ends, so you can take only one man per move.
learn-level-removal-dhamet = Dhamet rules: capture two pieces in one move.
learn-level-removal-dhamet-hint = e6 leaves as soon as you jump it: fly back down through its point to take e2.
learn-level-removal-dhamet-back = Dhamet rules: capture all the white men in one move.
learn-level-removal-dhamet-back-hint = Take e6 first, then fly back through e6 and f6 over g6.
learn-level-removal-zamma-back = Zamma rules: capture all the white men.
learn-level-removal-zamma-back-hint = e6 blocks the way back: take the two men on the right first, then fly to a point from which e6 can be jumped.
learn-level-removal-dhamet-row = Dhamet rules: capture three pieces in one move.
learn-level-removal-dhamet-row-hint = Take h9, then fly back along rank 9, through the emptied points, over f9.

## huffing

learn-stage-huffing = Huffing
learn-stage-huffing-intro = Under the Saharan rules you may capture fewer pieces than the most, stop a chain early, or make a quiet move when you could capture, but each of these is a fault. On the next turn the opponent may huff: remove the piece that should have captured, then make a normal move. Here White makes the faults and you huff; in the last level, beware of faults of your own.

learn-level-huffing-quiet = Saharan rules: capture all the white men, using a huff.
learn-level-huffing-quiet-hint = Step to e4 to offer your man. White does not take it: huff e5, then capture the other man.
learn-level-huffing-stopped = Saharan rules: capture all the white men, using a huff.
learn-level-huffing-stopped-hint = Step a4-a5. White's chain stops halfway: huff that man where it stopped, and take b6.
learn-level-huffing-choose = Saharan rules: capture all the white men, using a huff.
learn-level-huffing-choose-hint = After White's fault you may huff d5 or e5: remove e5, and your chain over d5 and c6 takes the rest.
learn-level-huffing-careful = Saharan rules: capture all the white men without giving White a huff.
learn-level-huffing-careful-hint = Take both men at once: if your chain stops after one, White may huff your man.

## winning

learn-stage-winning = Winning
learn-stage-winning-intro = You win when it is your opponent's turn and they cannot move: they have no pieces left, or every one of them is blocked. From now on White answers your moves.

learn-level-winning-take-all = Win the game by taking White's last man.
learn-level-winning-take-all-hint = Step up: the white man has to come down towards you, and then you can take it.
learn-level-winning-block = Win by blocking White's last man.
learn-level-winning-block-hint = The man on a2 can only step to a1, and a piece on a1 cannot be jumped from a2: there is no point beyond it.
learn-level-winning-block-men = Win by blocking White's man.
learn-level-winning-block-men-hint = Put a man on a3: a4 cannot step there, and cannot jump it while a2 is taken.
learn-level-winning-hunt = Win the game with your mullah.
learn-level-winning-hunt-hint = Place the mullah so that every step of the white man lands on one of its lines, for example on e5.
learn-level-winning-no-good-move = Win the game.
learn-level-winning-no-good-move-hint = Find a quiet move after which every move White can make walks into one of your captures.

## draws

learn-stage-draws = Draws
learn-stage-draws-intro = A game is drawn when the same position comes back for the third time, or by the stall rule: too many moves in a row without a capture and without a man moving (normally 100 moves of both sides together, far fewer in these levels). When you are behind, a draw, or simply not losing, is a good result.

learn-level-draws-stall = Draw the game: here one quiet mullah move by each side is enough.
learn-level-draws-stall-hint = Fly to a point that no white mullah can jump, for example up the a-file.
learn-level-draws-guard = Draw the game: here one quiet mullah move by each side is enough.
learn-level-draws-guard-hint = A man's move starts the count again, and your man on e2 is in danger: put your mullah on e3, in front of it.
learn-level-draws-behind = Draw the game: here one quiet mullah move by each side is enough.
learn-level-draws-behind-hint = Your man on b5 can be jumped from b7: fill the point behind it, b4, with your mullah.
learn-level-draws-repetition = Draw the game by repetition.
learn-level-draws-repetition-hint = Fly back and forth between a1 and a2: White does the same, and the position comes back a third time.
learn-level-draws-corner = Keep your mullah alive until the end of the level.
learn-level-draws-corner-hint = Nothing can jump a piece in a corner: there is no point beyond it.

## tactics

learn-stage-tactics = Tactics
learn-stage-tactics-intro = Because captures are compulsory, you can force White's reply: give a piece away on purpose (a sacrifice), and White must take it, often landing where you can take more. In each of these levels exactly one first move works.

learn-level-tactics-give-one = Capture two pieces in one move.
learn-level-tactics-give-one-hint = Offer the man on e3 one step up: White must take it and lands where you can take two.
learn-level-tactics-threat = Capture two pieces in one move.
learn-level-tactics-threat-hint = Find a point where no white man can jump your man and from which it threatens a chain, whatever White does.
learn-level-tactics-promote = Make a mullah.
learn-level-tactics-promote-hint = Offer f7 on f8: the man on e9 must take it, and that leaves e9 open for e7.
learn-level-tactics-bait = Capture three pieces in one move.
learn-level-tactics-bait-hint = Step f6 to f7: the man that takes it lands on f6, right on your mullah's diagonal.
learn-level-tactics-new-mullah = Win the game.
learn-level-tactics-new-mullah-hint = Make a mullah on e9 first: White must capture on e3, and that opens the e-file for your new mullah.

## endgames

learn-stage-endgames = Endgames
learn-stage-endgames-intro = With few pieces left, a mullah is very strong: it strikes from afar and escapes danger. Win these endings whatever the computer plays.

learn-level-endgames-mullah-two-men = Win with your mullah against two men.
learn-level-endgames-mullah-two-men-hint = Put your mullah on c1, below the man on c5: whatever White does, a capture is coming.
learn-level-endgames-promote = Win the game.
learn-level-endgames-promote-hint = Make a mullah first, then hunt the white man.
learn-level-endgames-men = Win with your two men.
learn-level-endgames-men-hint = Push b5 to b6: the white men then have to step towards your men.
learn-level-endgames-two-mullahs = Win with two mullahs against one.
learn-level-endgames-two-mullahs-hint = Put one mullah in the corner i9, then offer the other where White's capture has to land on a line of i9.
learn-level-endgames-corner = Win the game.
learn-level-endgames-corner-hint = Make a mullah on b9, then offer it on White's rank: the capture lands on the a-file, where a1 takes.
