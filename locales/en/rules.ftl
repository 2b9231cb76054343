# How to play: the rules explained to a player, the presets, and the rule
# options. Used by /rules on Discord and `rules` in the console.

rules-title = How to play Zamma
rules-text = **Zamma** (also Damma; **Srand** or **Dhamet** in Mauritania) is the draughts game of the Sahara, played on the points of a 9×9 alquerque board: pieces stand on the points and move along the lines. Black starts.
    • **Men** step one point forward (straight or diagonally where the point has diagonals). They capture by leaping over an adjacent enemy to the empty point just beyond, in any direction.
    • **Capturing is compulsory**, and a capturing piece goes on leaping while it can: the chain is one move. Of all capture chains you must play one that takes the **most** pieces (the majority rule).
    • A man whose move **ends** on the far row becomes a **mullah** (some call it the sultan): it moves and captures any distance along a line (a flying capture jumps exactly one enemy).
    • You lose when you have no legal move (no pieces left, or all blocked). Resigning loses; a draw can be agreed; threefold repetition and 100 plies without a capture or a man's move are draws.
    • Moves are written `c3-c4`, captures `c3xe5`, chains `c3xe5xg3`; start and end alone (`c3 g3`) are enough when only one move fits.
rules-presets = Presets
rules-options = Options change a preset in `/challenge options:`, e.g. `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. In huff games you may **huff** (remove) a piece that failed to take the most: write `huff d4, c3-c4`.
rules-options-console = Options change a preset: `challenge bob sahara,count=off`, e.g. `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. In huff games you may huff (remove) a piece that failed to take the most: `move huff d4, c3-c4`.

preset-zamma = 9×9, captured pieces removed after the move, majority capture enforced
preset-dhamet = 9×9 Mauritanian rules (also called srand): captured pieces removed at once, majority enforced
preset-sahara = 9×9 Saharan rules: removed at once, mullahs land right behind, huffing, count decides draws
preset-zamma5 = 5×5 small board with diagonals everywhere, Zamma rules
preset-line = `{ $name }` — { $summary }
