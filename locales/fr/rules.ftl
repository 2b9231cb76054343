# Comment jouer : les règles expliquées au joueur, les variantes et les
# options de règles. Pour /rules sur Discord et `rules` dans la console.

rules-title = Comment jouer au Zamma
rules-text =
    Le **Zamma** (ou Damma ; **Srand** ou **Dhamet** en Mauritanie) est le jeu de dames du Sahara. Il se joue sur les points d'un plateau d'alquerque 9×9 : les pièces se posent sur les points et se déplacent le long des lignes. Les Noirs commencent.
    • Les **pions** avancent d'un point, tout droit ou en diagonale (là où le point a des diagonales), sans jamais reculer ni aller de côté. Pour prendre, en revanche, ils vont dans toutes les directions : le pion saute par-dessus une pièce adverse voisine et se pose sur le point vide juste derrière.
    • **La prise est obligatoire**, et la pièce qui prend continue de sauter tant qu'elle le peut : toute la rafle compte pour un seul coup. Parmi toutes les rafles possibles, tu dois jouer l'une de celles qui prennent le **plus** de pièces (prise majoritaire).
    • Un pion dont le coup **se termine** sur la dernière rangée, côté adverse, devient **mollah** (on dit aussi sultan) : il se déplace et prend à n'importe quelle distance le long d'une ligne, mais ne saute qu'une seule pièce adverse à chaque saut.
    • Tu perds quand tu n'as plus aucun coup légal (plus de pièces, ou toutes bloquées). Abandonner fait perdre la partie. La nulle peut se conclure d'un commun accord ; il y a aussi partie nulle en cas de triple répétition, ou après 100 demi-coups sans prise ni déplacement de pion (règle d'inactivité).
    • On note les coups `c3-c4`, les prises `c3xe5`, les rafles `c3xe5xg3` ; le départ et l'arrivée seuls (`c3 g3`) suffisent quand un seul coup correspond.
rules-presets = Variantes
rules-options = Les options modifient une variante ; ajoute-les dans `/challenge options:`, par ex. `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. Dans les parties avec soufflage (`majority=huff`), quand ton adversaire n'a pas pris le maximum, tu peux **souffler** (retirer du plateau) sa pièce fautive, celle qui devait prendre ou prendre davantage, avant de jouer ton coup : écris `huff d4, c3-c4`.
rules-options-console = Les options modifient une variante ; ajoute-les après une virgule : `challenge bob sahara,count=off`. Exemples : `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. Dans les parties avec soufflage (`majority=huff`), quand ton adversaire n'a pas pris le maximum, tu peux souffler (retirer du plateau) sa pièce fautive, celle qui devait prendre ou prendre davantage, avant de jouer ton coup : `move huff d4, c3-c4`.

preset-zamma = 9×9, pièces prises retirées à la fin du coup, prise majoritaire obligatoire
preset-dhamet = 9×9, règles mauritaniennes (variante aussi appelée srand) : pièces prises retirées aussitôt, prise majoritaire obligatoire
preset-sahara = 9×9, règles sahariennes : pièces prises retirées aussitôt, le mollah se pose juste derrière la pièce prise, soufflage, le décompte des pièces départage les nulles
preset-zamma5 = Petit plateau 5×5 avec des diagonales partout, règles du Zamma
preset-line = `{ $name }` — { $summary }
