# Le parcours (Learn) : les titres et les leçons des étapes, l'objectif et
# l'indice de chaque niveau, selon les identifiants d'assets/learn/course.txt.
# Termes : voir le glossaire en tête de zamma.ftl (point, pion, mollah, prise,
# rafle, souffler…). L'objectif d'un niveau tient en une courte phrase ; le
# par s'affiche à côté.

## board

learn-stage-board = Le plateau
learn-stage-board-intro = Au Zamma, on joue sur les points où se croisent les lignes du plateau, et les pièces se déplacent le long de ces lignes. Chaque point est relié à ses voisins tout droit vers le haut, le bas, la gauche et la droite, mais seul un point sur deux a aussi des diagonales. Un point se nomme par sa colonne, de a à i de gauche à droite, et par sa rangée, de 1 à 9 en partant de ton côté : e5 est le centre.

learn-level-board-first-steps = Amène ton pion en e3.
learn-level-board-first-steps-hint = À chaque tour, un pion avance d'un point le long d'une ligne ; tout droit, ça marche toujours.
learn-level-board-diagonal = Amène ton pion en e3.
learn-level-board-diagonal-hint = c1 a des diagonales : suis celle qui passe par d2.
learn-level-board-no-diagonal = Amène ton pion en e3.
learn-level-board-no-diagonal-hint = d1 n'a pas de diagonales : monte d'abord tout droit en d2 ; d2, lui, en a.
learn-level-board-centre = Amène ton pion au point central, e5.
learn-level-board-centre-hint = La grande diagonale qui part du coin a1 mène tout droit en e5.
learn-level-board-route = Amène ton pion en e6.
learn-level-board-route-hint = b1 n'a pas de diagonales : monte en b2, suis la diagonale vers e5, puis va tout droit.

## moving

learn-stage-moving = Déplacer un pion
learn-stage-moving-intro = Un pion avance d'un point à la fois, et seulement vers l'avant : tout droit, ou en diagonale vers l'avant depuis un point qui a des diagonales ; jamais de côté ni en arrière. Il ne peut pas aller sur un point occupé : il doit donc contourner les pièces qui lui barrent la route. Dans ces leçons, les Blancs ne bougent pas et tu joues plusieurs coups de suite.

learn-level-moving-no-way-back = Amène un de tes pions en e5.
learn-level-moving-no-way-back-hint = Le pion en e7 ne pourra jamais redescendre : fais monter celui en e3.
learn-level-moving-edge = Amène ton pion en a7.
learn-level-moving-edge-hint = Les pions blancs bloquent le bord : contourne-les par b4, b5 et b6.
learn-level-moving-stuck = Amène un de tes pions en b7.
learn-level-moving-stuck-hint = Le pion en a4 est bloqué : il n'a pas de diagonale et a5 est occupé. Fais plutôt monter le pion en c3.
learn-level-moving-around = Amène ton pion en c7.
learn-level-moving-around-hint = Contourne le bloc blanc par la gauche : d4, c5, c6, puis c7.
learn-level-moving-choose = Amène un de tes pions en d6.
learn-level-moving-choose-hint = Compte les pas : le pion en b3 y arrive plus vite que celui en f2.

## capturing

learn-stage-capturing = Prendre
learn-stage-capturing-intro = Un pion prend en sautant par-dessus une pièce adverse posée sur le point voisin, le long d'une ligne, jusqu'au point vide juste derrière ; la pièce prise quitte le plateau. Contrairement à un simple pas, une prise peut aller dans toutes les directions : en avant, de côté ou en arrière. La prise est obligatoire : quand tu peux prendre, tu dois le faire.

learn-level-capturing-forward = Prends le pion blanc.
learn-level-capturing-forward-hint = Depuis e4, saute par-dessus e5 jusqu'au point vide e6.
learn-level-capturing-sideways = Prends le pion blanc.
learn-level-capturing-sideways-hint = On peut prendre de côté : depuis e5, par-dessus f5, jusqu'en g5.
learn-level-capturing-backwards = Prends le pion blanc.
learn-level-capturing-backwards-hint = On peut aussi prendre en arrière : depuis e5, descends la diagonale par-dessus d4 jusqu'en c3.
learn-level-capturing-compulsory = Amène ton pion en e7.
learn-level-capturing-compulsory-hint = Tu dois d'abord prendre d5 ; ensuite, remonte depuis c5 en passant par d6.
learn-level-capturing-two = Prends les deux pions blancs.
learn-level-capturing-two-hint = Chacun de tes pions peut prendre : fais une prise, puis l'autre.

## chains

learn-stage-chains = Les rafles
learn-stage-chains-intro = Si une pièce qui vient de sauter peut sauter de nouveau depuis son point d'arrivée, elle doit continuer : toute la suite de sauts, la rafle, compte pour un seul coup. Elle peut changer de direction à chaque saut, et les pièces prises quittent le plateau à la fin de la rafle.

learn-level-chains-straight = Prends deux pièces en un seul coup.
learn-level-chains-straight-hint = Saute e4 pour te poser en e5, puis saute e6.
learn-level-chains-turn = Prends deux pièces en un seul coup.
learn-level-chains-turn-hint = Saute d4 pour te poser en e5, puis tourne et saute f4.
learn-level-chains-backwards = Prends deux pièces en un seul coup.
learn-level-chains-backwards-hint = Cette rafle va vers l'arrière : par-dessus e6 jusqu'en e5, puis par-dessus d4 jusqu'en c3.
learn-level-chains-loop = Prends trois pièces en un seul coup.
learn-level-chains-loop-hint = Une rafle peut revenir à son point de départ : c3, e5, e3, puis de nouveau c3.
learn-level-chains-long = Prends quatre pièces en un seul coup.
learn-level-chains-long-hint = Monte d'abord la diagonale par-dessus b2, puis continue de sauter : par-dessus d4, f4 et f2.
learn-level-chains-set-up = Prends trois pièces en un seul coup.
learn-level-chains-set-up-hint = Aucune prise n'est encore possible : avance d'abord en c3, d'où part une rafle autour des trois pions.

## majority

learn-stage-majority = Prendre le maximum
learn-stage-majority-intro = Quand tu peux prendre de plusieurs façons, tu dois choisir une prise qui enlève le plus de pièces, quelle que soit la pièce qui la fait : c'est la prise majoritaire, et une prise plus petite est refusée. Avec les règles sahariennes, une prise plus petite est permise, mais c'est une faute (on y reviendra) : là aussi, prends le maximum.

learn-level-majority-most = Prends trois pièces en un seul coup.
learn-level-majority-most-hint = g3 pourrait en prendre une, mais la rafle qui part de c3 en prend trois : seule cette rafle est permise.
learn-level-majority-two-men = Prends deux pièces en un seul coup.
learn-level-majority-two-men-hint = b3 pourrait en prendre une, mais e3 peut en prendre deux : c'est donc e3 qui doit prendre.
learn-level-majority-fork = Prends trois pièces en un seul coup.
learn-level-majority-fork-hint = Depuis e3, le chemin qui monte la colonne e prend plus que le saut par-dessus d4.
learn-level-majority-sahara = Règles sahariennes : prends le plus de pièces possible en un seul coup.
learn-level-majority-sahara-hint = Ici, toutes les prises sont permises, mais seule la rafle de trois qui part de c3 prend le maximum.
learn-level-majority-sahara-finish = Règles sahariennes : prends le plus de pièces possible en un seul coup.
learn-level-majority-sahara-finish-hint = Ici, tu as le droit d'arrêter une rafle en route. Ne le fais pas : continue de sauter jusqu'en e9.

## promotion

learn-stage-promotion = La promotion
learn-stage-promotion-intro = Un pion dont le coup se termine sur la dernière rangée (la rangée 9 pour les Noirs) devient un mollah, une pièce bien plus forte. Seul compte le point où le coup se termine : un pion qui atteint la dernière rangée au milieu d'une rafle et doit continuer à sauter reste un pion.

learn-level-promotion-first = Obtiens un mollah.
learn-level-promotion-first-hint = Un seul pas jusqu'en e9, sur la dernière rangée.
learn-level-promotion-walk = Obtiens un mollah.
learn-level-promotion-walk-hint = Monte jusqu'à la rangée 9 : un pas en diagonale est aussi rapide qu'un pas tout droit.
learn-level-promotion-capture = Obtiens un mollah.
learn-level-promotion-capture-hint = Une prise qui se termine sur la rangée 9 donne aussi un mollah : saute e8.
learn-level-promotion-chain = Obtiens un mollah.
learn-level-promotion-chain-hint = Prends les deux pions : la rafle se termine en g9.
learn-level-promotion-passing = Obtiens un mollah.
learn-level-promotion-passing-hint = La prise passe par e9 mais doit continuer jusqu'en e7 : le pion ne devient donc pas mollah. Fais-le remonter.
learn-level-promotion-compulsory = Obtiens un mollah.
learn-level-promotion-compulsory-hint = g8 ne peut pas avancer tant que c7 peut prendre : prends d'abord (cette prise ne donne pas de mollah), puis fais monter g8.

## mullah-moves

learn-stage-mullah-moves = Le vol du mollah
learn-stage-mullah-moves-intro = Un mollah se déplace le long de n'importe quelle ligne, en avant comme en arrière, et franchit autant de points vides que tu veux, en un seul coup. Il ne peut ni tourner en cours de route ni passer par-dessus une pièce, et depuis un point sans diagonales, il ne peut voler que tout droit.

learn-level-mullah-moves-fly = Amène ton mollah en i9.
learn-level-mullah-moves-fly-hint = Un seul vol, le long de la grande diagonale.
learn-level-mullah-moves-backwards = Amène ton mollah en a1.
learn-level-mullah-moves-backwards-hint = Un mollah peut voler en arrière : redescends la diagonale.
learn-level-mullah-moves-turn = Amène ton mollah en h2.
learn-level-mullah-moves-turn-hint = Aucune ligne ne relie a1 à h2 : vole d'abord jusqu'à un point situé sur une des lignes de h2, comme i1.
learn-level-mullah-moves-straight = Amène ton mollah en c6.
learn-level-mullah-moves-straight-hint = e4 n'a pas de diagonales : vole tout droit jusqu'en e6 ou en c4, puis encore tout droit jusqu'en c6.
learn-level-mullah-moves-blocked = Amène ton mollah en i9.
learn-level-mullah-moves-blocked-hint = Ton propre pion bloque la diagonale : passe par un coin, ou écarte ce pion du chemin.

## mullah-captures

learn-stage-mullah-captures = Les prises à distance
learn-stage-mullah-captures-intro = Un mollah prend de loin : le long d'une ligne, il franchit des points vides, saute exactement une pièce adverse et se pose sur n'importe quel point vide au-delà. Choisis le point d'arrivée d'où la rafle peut continuer ; la prise majoritaire s'applique toujours.

learn-level-mullah-captures-far = Fais une prise avec ton mollah.
learn-level-mullah-captures-far-hint = Le pion blanc est sur la grande diagonale qui part de a1 : pose-toi n'importe où derrière lui.
learn-level-mullah-captures-landing = Prends deux pièces en un seul coup.
learn-level-mullah-captures-landing-hint = Pose-toi en f6, le point d'où tu pourras ensuite prendre f3.
learn-level-mullah-captures-chain = Prends trois pièces en un seul coup.
learn-level-mullah-captures-chain-hint = Par-dessus c3 jusqu'en f6, redescends par-dessus f3 jusqu'en f2, puis longe la rangée 2 par-dessus c2.
learn-level-mullah-captures-wait = Fais une prise avec ton mollah.
learn-level-mullah-captures-wait-hint = Le mollah pourrait prendre h8, mais la rafle de ton pion en prend deux, c'est plus : le pion joue donc d'abord, et le tour du mollah vient ensuite.
learn-level-mullah-captures-all = Prends tous les pions blancs en un seul coup.
learn-level-mullah-captures-all-hint = Monte par-dessus a4 jusqu'en a5, file vers la droite le long de la rangée 5, puis descends la colonne i.

## removal

learn-stage-removal = Le retrait des pièces prises
learn-stage-removal-intro = Avec les règles du Zamma, les pièces que tu prends restent sur le plateau jusqu'à la fin de ta rafle : elles barrent toujours le chemin et ne peuvent pas être sautées deux fois. Avec les règles du Dhamet, le jeu mauritanien, chaque pièce prise s'en va aussitôt : son point est libre pour la suite de la rafle. Pour un pion, cela ne change rien ; pour un mollah qui vole, cela peut tout changer.

learn-level-removal-zamma = Règles du Zamma : prends les deux pions blancs.
learn-level-removal-zamma-hint = e6 te barre la route jusqu'à la fin de ton coup : tu ne peux donc prendre qu'un pion par coup.
learn-level-removal-dhamet = Règles du Dhamet : prends deux pièces en un seul coup.
learn-level-removal-dhamet-hint = e6 disparaît dès que tu l'as sauté : redescends en volant par le point qu'il occupait pour prendre e2.
learn-level-removal-dhamet-back = Règles du Dhamet : prends tous les pions blancs en un seul coup.
learn-level-removal-dhamet-back-hint = Prends d'abord e6, puis reviens en volant par e6 et f6 pour sauter g6.
learn-level-removal-zamma-back = Règles du Zamma : prends tous les pions blancs.
learn-level-removal-zamma-back-hint = e6 bloque le chemin du retour : prends d'abord les deux pions de droite, puis vole jusqu'à un point d'où tu pourras sauter e6.
learn-level-removal-dhamet-row = Règles du Dhamet : prends trois pièces en un seul coup.
learn-level-removal-dhamet-row-hint = Prends h9, puis reviens en volant le long de la rangée 9, par les points libérés, pour sauter f9.

## huffing

learn-stage-huffing = Le soufflage
learn-stage-huffing-intro = Avec les règles sahariennes, tu peux prendre moins de pièces que le maximum, arrêter une rafle en route, ou jouer un coup simple alors que tu pourrais prendre, mais chacun de ces choix est une faute. Au tour suivant, l'adversaire peut souffler : retirer la pièce qui aurait dû prendre, puis jouer un coup normal. Ici, ce sont les Blancs qui font les fautes et toi qui souffles ; au dernier niveau, attention à tes propres fautes.

learn-level-huffing-quiet = Règles sahariennes : prends tous les pions blancs en soufflant une pièce.
learn-level-huffing-quiet-hint = Avance en e4 pour offrir ton pion. Les Blancs ne le prennent pas : souffle e5, puis prends l'autre pion.
learn-level-huffing-stopped = Règles sahariennes : prends tous les pions blancs en soufflant une pièce.
learn-level-huffing-stopped-hint = Joue a4-a5. La rafle des Blancs s'arrête en route : souffle ce pion là où il s'est arrêté, et prends b6.
learn-level-huffing-choose = Règles sahariennes : prends tous les pions blancs en soufflant une pièce.
learn-level-huffing-choose-hint = Après la faute des Blancs, tu peux souffler d5 ou e5 : retire e5, et ta rafle par-dessus d5 et c6 prend le reste.
learn-level-huffing-careful = Règles sahariennes : prends tous les pions blancs sans laisser les Blancs souffler.
learn-level-huffing-careful-hint = Prends les deux pions d'un coup : si ta rafle s'arrête après le premier, les Blancs peuvent souffler ton pion.

## winning

learn-stage-winning = Gagner
learn-stage-winning-intro = Tu gagnes quand c'est au tour de ton adversaire et qu'il ne peut plus jouer : il n'a plus de pièces, ou elles sont toutes bloquées. À partir de maintenant, les Blancs répondent à tes coups.

learn-level-winning-take-all = Gagne en prenant le dernier pion des Blancs.
learn-level-winning-take-all-hint = Avance : le pion blanc doit descendre vers toi, et tu pourras alors le prendre.
learn-level-winning-block = Gagne en bloquant le dernier pion des Blancs.
learn-level-winning-block-hint = Le pion en a2 ne peut avancer qu'en a1, et une pièce posée en a1 ne peut pas être sautée depuis a2 : il n'y a aucun point derrière elle.
learn-level-winning-block-men = Gagne en bloquant le pion des Blancs.
learn-level-winning-block-men-hint = Place un pion en a3 : a4 ne peut plus y avancer, ni le sauter tant que a2 est occupé.
learn-level-winning-hunt = Gagne la partie avec ton mollah.
learn-level-winning-hunt-hint = Place le mollah de sorte que chaque pas du pion blanc tombe sur une de ses lignes, par exemple en e5.
learn-level-winning-no-good-move = Gagne la partie.
learn-level-winning-no-good-move-hint = Trouve un coup simple après lequel, quoi qu'ils jouent, les Blancs s'exposent à une de tes prises.

## draws

learn-stage-draws = Les parties nulles
learn-stage-draws-intro = Une partie est nulle quand la même position revient pour la troisième fois, ou par la règle d'inactivité : trop de coups d'affilée sans prise et sans déplacement de pion (normalement 100 demi-coups, ceux des deux camps comptés ensemble ; bien moins dans ces niveaux). Quand tu es en difficulté, la nulle, ou simplement ne pas perdre, est un bon résultat.

learn-level-draws-stall = Obtiens la nulle : ici, un coup simple de mollah de chaque camp suffit.
learn-level-draws-stall-hint = Vole jusqu'à un point où aucun mollah blanc ne peut te sauter, par exemple en montant la colonne a.
learn-level-draws-guard = Obtiens la nulle : ici, un coup simple de mollah de chaque camp suffit.
learn-level-draws-guard-hint = Un coup de pion remet le compte à zéro, et ton pion en e2 est en danger : place ton mollah en e3, devant lui.
learn-level-draws-behind = Obtiens la nulle : ici, un coup simple de mollah de chaque camp suffit.
learn-level-draws-behind-hint = Ton pion en b5 peut être sauté depuis b7 : occupe avec ton mollah le point derrière lui, b4.
learn-level-draws-repetition = Obtiens la nulle par triple répétition.
learn-level-draws-repetition-hint = Fais des allers-retours entre a1 et a2 : les Blancs font de même, et la position revient une troisième fois.
learn-level-draws-corner = Ne perds pas ton mollah avant la fin du niveau.
learn-level-draws-corner-hint = Une pièce placée dans un coin ne peut pas être sautée : il n'y a aucun point derrière elle.

## tactics

learn-stage-tactics = La tactique
learn-stage-tactics-intro = Comme la prise est obligatoire, tu peux forcer la réponse des Blancs : donne exprès une pièce (c'est un sacrifice), et les Blancs doivent la prendre, en se posant souvent là où tu peux prendre davantage. Dans chacun de ces niveaux, un seul premier coup mène au but.

learn-level-tactics-give-one = Prends deux pièces en un seul coup.
learn-level-tactics-give-one-hint = Avance d'un pas le pion en e3 pour l'offrir : les Blancs doivent le prendre, et ils se posent là où tu peux en prendre deux.
learn-level-tactics-threat = Prends deux pièces en un seul coup.
learn-level-tactics-threat-hint = Trouve un point où aucun pion blanc ne peut sauter ton pion et d'où il menace une rafle, quoi que fassent les Blancs.
learn-level-tactics-promote = Obtiens un mollah.
learn-level-tactics-promote-hint = Avance f7 en f8 pour l'offrir : le pion en e9 doit le prendre, ce qui libère e9 pour e7.
learn-level-tactics-bait = Prends trois pièces en un seul coup.
learn-level-tactics-bait-hint = Avance f6 en f7 : le pion qui le prend se pose en f6, pile sur la diagonale de ton mollah.
learn-level-tactics-new-mullah = Gagne la partie.
learn-level-tactics-new-mullah-hint = Obtiens d'abord un mollah en e9 : les Blancs doivent prendre en e3, ce qui ouvre la colonne e à ton nouveau mollah.

## endgames

learn-stage-endgames = Les finales
learn-stage-endgames-intro = Quand il reste peu de pièces, un mollah est très fort : il frappe de loin et échappe au danger. Gagne ces finales, quoi que joue l'ordinateur.

learn-level-endgames-mullah-two-men = Gagne avec ton mollah contre deux pions.
learn-level-endgames-mullah-two-men-hint = Place ton mollah en c1, sous le pion en c5 : quoi que fassent les Blancs, une prise se prépare.
learn-level-endgames-promote = Gagne la partie.
learn-level-endgames-promote-hint = Obtiens d'abord un mollah, puis pars à la chasse du pion blanc.
learn-level-endgames-men = Gagne avec tes deux pions.
learn-level-endgames-men-hint = Avance b5 en b6 : les pions blancs devront alors avancer vers tes pions.
learn-level-endgames-two-mullahs = Gagne avec deux mollahs contre un.
learn-level-endgames-two-mullahs-hint = Place un mollah dans le coin i9, puis offre l'autre là où la prise des Blancs doit se terminer sur une ligne de i9.
learn-level-endgames-corner = Gagne la partie.
learn-level-endgames-corner-hint = Obtiens un mollah en b9, puis offre-le sur la rangée du mollah blanc : la prise se termine sur la colonne a, où a1 prend à son tour.
