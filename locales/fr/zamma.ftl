# Les mots de zamma-bot en français : refus, résultats et événements de
# partie, formulés de la même façon sur Discord et dans la console.
# Un fichier par langue ; les identifiants sont ceux de l'anglais.
#
# Glossaire (choix de traduction, à garder partout) :
#   Zamma, Damma, Srand, Dhamet : noms du jeu, avec majuscule (le Zamma, le Dhamet) ;
#     les noms de variantes restent tels quels (zamma, dhamet, sahara, zamma5)
#   piece : pièce (toute pièce) — man : pion — mullah (sultan) : mollah (on dit aussi sultan)
#   Black / White (camps) : les Noirs / les Blancs (nom pluriel, majuscule)
#   move : coup — quiet move : coup simple — ply : demi-coup
#   capture : prise, prendre — capture chain : rafle
#   majority rule : prise majoritaire, prendre le maximum
#   huff : souffler, soufflage (le mot `huff` reste tel quel dans la notation)
#   draw : nulle, partie nulle — draw offer : proposition de nulle
#   resign : abandonner — abort : annuler (partie annulée, ne compte pas)
#   rated / casual : classée / amicale — rating : cote (Elo), jamais « classement »
#   leaderboard : classement — standings : classement (du tournoi)
#   puzzle : problème — tournament : tournoi — round : ronde
#   challenge : défi, défier — computer : l'ordinateur — level : niveau
#   board : plateau — point : point — preset : variante (zamma, dhamet, sahara…)
#   stall rule : règle d'inactivité — threefold repetition : triple répétition
#   move time : temps par coup — W/L/D : V/D/N (victoires, défaites, nulles)
#   quick pairing : appariement rapide — seek : demande de partie (chercher une partie,
#     lancer une recherche) — take a seek : accepter une demande — lobby : les demandes
#     ouvertes (jamais « salon », qui désigne le salon Discord) — block : bloquer
#   Noms des commandes et options Discord : gardés en anglais (voir discord.ftl).
# On tutoie le joueur, comme sur Discord.

## Colours and outcomes

colour-black = Noirs
colour-white = Blancs

draw-reason-agreement = d'un commun accord
draw-reason-repetition = par triple répétition
draw-reason-stall = par la règle d'inactivité (ni prise ni pion déplacé depuis trop longtemps)

outcome-draw = Partie nulle { $reason }
outcome-no-moves = Les { $winner } gagnent : les { $loser } n'ont plus aucun coup légal
outcome-no-pieces = Les { $winner } gagnent : les { $loser } n'ont plus aucune pièce
outcome-resignation = Les { $winner } gagnent : les { $loser } ont abandonné
outcome-timeout = Les { $winner } gagnent au temps : les { $loser } n'ont pas joué dans le temps imparti
outcome-count = Les { $winner } gagnent au décompte des pièces : la partie s'est terminée { $reason } et les { $winner } ont plus de pièces

## How a game ended, with the rating changes it caused

end-win = { $name } ({ $colour }) gagne{ $how ->
        [no-moves] {""} : les { $loser } n'ont plus aucun coup légal.
        [no-pieces] {""} : les { $loser } n'ont plus aucune pièce.
        [resignation] {""} : les { $loser } ont abandonné.
        [timeout] {""} au temps : les { $loser } n'ont pas joué dans le temps imparti.
       *[count] {""} au décompte des pièces : la partie s'est terminée { $draw } et les { $colour } ont plus de pièces.
    }
end-draw = { $outcome }.
end-aborted = La partie #{ $game } a été annulée par { $name } ; elle ne compte pas.
end-tournament-cancelled = La partie #{ $game } a été annulée parce que son tournoi a été annulé ; elle ne compte pas.
# L'évolution de la cote d'un joueur : nom, cote avant et après
# (suivi de ? tant qu'il est provisoire), et l'écart avec son signe.
rating-change = { $name } : { $before } → { $after }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ({ $delta }).

## Refusals: why, and what to do instead

refusal-self-challenge = Tu ne peux pas te défier toi-même ; choisis un autre joueur.
refusal-rated-from-position = Une partie qui part d'une position préparée ne peut pas être classée : fais-en une partie amicale (classée : non).
refusal-bot-opponent = { $name } est un bot et ne peut pas accepter de défi ; pour jouer contre l'ordinateur, utilise `{ $prefix }play-ai`.
refusal-already-challenged = Tu as déjà un défi en cours avec { $name } ; attends sa réponse ou annule-le d'abord.
refusal-too-many-games = { $name } a déjà { $limit ->
        [one] { $limit } partie en cours, le maximum autorisé ; il faut la terminer
       *[other] { $limit } parties en cours, le maximum autorisé ; il faut en terminer une
    } avant d'en commencer une autre.
refusal-bad-rules = Ces règles ne sont pas valides : { $reason }.
refusal-bad-move-time = `{ $text }` n'est pas un temps par coup valide ; écris par exemple 30m, 12h ou 3d (d = jours), entre 5m et 7d.
refusal-move-time-out-of-range = Un temps par coup de { $time } n'est pas possible ici : choisis-en un entre { $min } et { $max }, écrit par exemple 30m, 12h ou 3d (d = jours).
refusal-bad-level = Le niveau { $level } n'existe pas ; l'ordinateur joue du niveau 1 (débutant) au niveau 5 (le plus fort).
refusal-computer-not-bot = L'adversaire ordinateur doit être un compte bot.
refusal-no-such-challenge = Ce défi n'existe pas ; il a peut-être été supprimé.
refusal-challenge-closed = Ce défi { $status ->
        [accepted] a déjà été accepté
        [declined] a déjà été refusé
        [cancelled] a déjà été annulé
       *[expired] a déjà expiré
    }.
refusal-challenge-expired = Ce défi a expiré ; envoies-en un nouveau.
refusal-not-challenged = Seule la personne défiée, { $name }, peut répondre à ce défi.
refusal-not-challenger = Seule la personne qui a lancé ce défi, { $name }, peut l'annuler.
refusal-challenge-taken = { $name } a accepté ce défi en premier ; il n'est plus disponible. Lance plutôt ton propre défi.
refusal-own-challenge = C'est ton propre défi ; attends que quelqu'un d'autre l'accepte, ou annule-le.
refusal-outside-rating-range = Ce défi est ouvert aux joueurs cotés { $which ->
        [both] de { $min } à { $max }
        [min] { $min } ou plus
       *[max] { $max } ou moins
    }, et ta cote est de { $rating }. Défie plutôt ce joueur directement.
refusal-bad-rating-range = La cote minimale ({ $min }) dépasse la cote maximale ({ $max }) ; inverse-les.
refusal-outside-entry-range = Ce tournoi est ouvert aux joueurs cotés { $which ->
        [both] de { $min } à { $max }
        [min] { $min } ou plus
       *[max] { $max } ou moins
    }, et ta cote est de { $rating }. `{ $prefix }tournament list` montre les autres tournois du serveur.
refusal-not-a-pool = L'appariement rapide ne propose pas { $time } par coup : choisis parmi { $pools }.
refusal-in-quick-game = Tu joues déjà une partie issue de l'appariement rapide (#{ $id }) : termine-la avant d'en chercher une autre.
refusal-seek-gone = Cette demande de partie n'est plus ouverte : elle a trouvé un adversaire, a été annulée ou a pris fin. Regarde de nouveau `{ $prefix }lobby`, ou lance ta propre recherche avec `{ $prefix }play`.
refusal-own-seek = C'est ta propre demande de partie ; attends que quelqu'un l'accepte, ou annule-la.
refusal-seek-outside-range = Cette demande de partie s'adresse aux joueurs cotés { $which ->
        [both] de { $min } à { $max }
        [min] { $min } ou plus
       *[max] { $max } ou moins
    }, et ta cote est de { $rating }. Choisis une autre demande dans `{ $prefix }lobby`, ou lance ta propre recherche avec `{ $prefix }play`.
refusal-block-self = Tu ne peux pas te bloquer toi-même.
refusal-rematch-elsewhere = Ton adversaire a joué cette partie ailleurs, là où un défi lancé d'ici ne peut pas l'atteindre : cherche une nouvelle partie avec `{ $prefix }play`, ou accepte une demande dans `{ $prefix }lobby`.
refusal-already-open = Tu as déjà un défi ouvert à tous ici (#{ $id }) ; annule-le avant d'en lancer un autre.
refusal-no-puzzle-left = Tu as essayé tous les problèmes de la variante { $preset } ; essaie une autre variante, ou reviens quand il y en aura de nouveaux.
refusal-puzzle-in-progress = Termine d'abord le problème que tu as commencé (ou joue un coup pour le finir).
refusal-no-puzzle = Tu n'as pas de problème en cours (celui-ci est terminé) ; demandes-en un nouveau.
refusal-no-such-game = Cette partie n'existe pas.
refusal-no-active-game = Tu n'as aucune partie en cours ici ; défie quelqu'un pour en commencer une.
refusal-which-game = Tu as plusieurs parties ici ({ $games }) ; indique laquelle avec l'option game.
refusal-not-a-player = Tu ne joues pas dans cette partie ; seuls ses deux joueurs peuvent y intervenir.
refusal-not-your-turn = Ce n'est pas ton tour : c'est à { $name } de jouer.
refusal-position-changed = La position a changé avant que ton coup n'arrive (un coup vient d'être joué) ; regarde le nouveau plateau et réessaie.
refusal-game-over = Cette partie est terminée. { $outcome }.
refusal-not-finished = Cette partie n'est pas encore terminée : tu pourras demander son analyse une fois qu'elle sera finie.
refusal-still-playing = Cette partie est encore en cours : tu pourras demander une revanche une fois qu'elle sera terminée.
refusal-busy = Une de tes analyses est déjà en cours de calcul : une à la fois, s'il te plaît. Redemande quand elle sera prête.
refusal-computer-thinking = L'ordinateur réfléchit à son coup : propose de nouveau la nulle quand il aura joué.
draw-declined-computer = L'ordinateur (niveau { $level }) s'estime mieux placé dans la partie #{ $game } et préfère continuer.
refusal-game-aborted = Cette partie est terminée : elle a été annulée.
refusal-no-draw-offer = Il n'y a aucune proposition de nulle à laquelle répondre ; tu peux en faire une toi-même.
refusal-own-draw-offer = C'est toi qui as proposé cette nulle ; c'est à ton adversaire d'y répondre.
refusal-takeback-rated = On ne peut reprendre un coup que dans les parties amicales et contre l'ordinateur ; dans une partie classée, tout coup joué est définitif.
refusal-nothing-to-take-back = Tu n'as aucun coup à reprendre : tu ne peux reprendre que ton dernier coup, et seulement avant que ton adversaire ait joué.
refusal-no-takeback = Personne n'a demandé à reprendre un coup dans cette partie.
refusal-own-takeback = C'est toi qui as demandé à reprendre ce coup ; c'est à ton adversaire de répondre.
refusal-too-late-to-abort = Une partie ne peut être annulée qu'avant que les deux joueurs aient joué ; abandonne plutôt.
refusal-no-such-tournament = Ce tournoi n'existe pas sur ce serveur ; `{ $prefix }tournament list` affiche les tournois du serveur.
refusal-no-tournament = Aucun tournoi n'est ouvert ni en cours sur ce serveur ; crées-en un avec `{ $prefix }tournament create`.
refusal-which-tournament = Plusieurs tournois sont ouverts ou en cours ici ({ $tournaments }) ; indique lequel avec l'option tournament.
refusal-tournament-server-only = Les tournois se jouent sur les serveurs ; crées-en un dans un salon de serveur.
refusal-bad-entry-limit = Un tournoi accueille de { $min } à { $max } joueurs ; choisis un nombre maximum de joueurs dans cet intervalle.
refusal-bad-rounds = Un tournoi au système suisse compte de 1 à { $max } rondes ; choisis un nombre dans cet intervalle.
refusal-bad-round-time = `{ $text }` n'est pas une durée de ronde possible : une ronde dure au moins le temps par coup, et au plus { $max } ; écris par exemple 12h ou 3d (d = jours).
refusal-bad-start-delay = `{ $text }` n'est pas un délai de départ possible : un tournoi peut démarrer seul au plus tard dans { $max } ; écris par exemple 30m, 12h ou 3d (d = jours), ou laisse l'option vide et lance le tournoi toi-même.
refusal-tournament-full = Ce tournoi est complet ({ $limit } joueurs) ; demande à l'organisateur de relever la limite, ou inscris-toi au prochain.
refusal-already-entered = Tu participes déjà à ce tournoi.
refusal-not-entered = Tu ne participes pas à ce tournoi ; inscris-toi avec `{ $prefix }tournament join` tant que les inscriptions sont ouvertes.
refusal-entries-closed = Ce tournoi a commencé : on ne peut plus s'y inscrire ni le quitter. Pour arrêter d'y jouer, utilise `{ $prefix }tournament withdraw`.
refusal-not-organiser = Seule la personne qui organise ce tournoi, { $name }, ou quelqu'un qui peut gérer le serveur peut faire cela.
refusal-too-few-entrants = Il faut au moins 2 joueurs pour lancer un tournoi, et celui-ci en compte { $count } ; attends d'autres inscriptions.
refusal-tournament-not-running = { $status ->
        [open] Ce tournoi n'a pas encore commencé.
        [finished] Ce tournoi est terminé.
       *[cancelled] Ce tournoi a été annulé.
    }
refusal-tournament-over = { $status ->
        [finished] Ce tournoi est déjà terminé ; `{ $prefix }tournament standings` montre son classement final.
       *[cancelled] Ce tournoi a été annulé.
    }
refusal-already-withdrawn = Ton retrait de ce tournoi est déjà enregistré.
refusal-tournament-game = Une partie de tournoi ne peut pas être annulée : abandonne-la ou, si tu organises le tournoi, annule-le.
refusal-input-too-long = { $what ->
        [move] Le texte du coup
        [tournament-name] Le nom du tournoi
       *[rules] Le texte des options de règles
    } est trop long ({ $max ->
        [one] { $max } caractère
       *[other] { $max } caractères
    } au maximum).
refusal-unavailable = La base de données des parties est momentanément indisponible ; réessaie dans un instant.
refusal-internal = Un problème est survenu de notre côté ; il a été enregistré. Réessaie, s'il te plaît.

## A game in a list

game-state-to-move = à { $name } de jouer
game-state-draw = nulle
game-state-won = { $winner ->
        [black] victoire des Noirs
       *[white] victoire des Blancs
    }
game-state-aborted = annulée

## Why the rules refuse a turn (each with the figures it names)

# « un pion des Noirs », « un mollah des Blancs » : $colour est le nom du camp
# (colour-black, colour-white), d'où « des ».
piece = { $kind ->
        [mullah] mollah
       *[man] pion
    } { $side ->
        [black] noir
       *[white] blanc
    }
pieces = { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    }

illegal-empty = Aucun coup indiqué ; écris par ex. c3-c4 ou c3xe5.
illegal-too-long = Ce coup fait plus de { $max ->
        [one] { $max } caractère
       *[other] { $max } caractères
    }.
illegal-syntax = Impossible de lire `{ $text }` comme un coup ; écris-le par ex. c3-c4, ou c3xe5xg3 pour une rafle.
illegal-off-board = { $point } n'est pas un point du plateau { $board }.
illegal-one-point = Il manque un point : un coup va d'un point de départ à un point d'arrivée, par ex. { $point }-….
illegal-no-piece = Il n'y a aucune pièce en { $at }.
illegal-not-your-piece = En { $at } se trouve un { $piece }, mais c'est aux { $turn } de jouer.
illegal-no-legal-moves = Les { $turn } n'ont aucun coup légal.
illegal-same-square = La pièce doit quitter { $at } : le point d'arrivée ne peut pas être le point de départ.
illegal-no-line = Aucune ligne du plateau ne relie { $from } à { $to }.
illegal-backwards = Un pion ne recule pas et ne se déplace pas de côté ({ $from }-{ $to }), sauf pour prendre.
illegal-man-one-step = Un pion n'avance que d'un point à la fois ({ $from }-{ $to }, c'est trop loin) ; seul le mollah se déplace de plusieurs points.
illegal-occupied = Le point { $at } est occupé.
illegal-blocked = Le chemin de { $from } à { $to } est bloqué en { $at }.
illegal-capture-compulsory = La prise est obligatoire : { $example } prend { $pieces }.
illegal-must-take-max = Tu dois prendre le maximum : { $pieces }, par ex. { $example }.
illegal-no-such-chain = Il n'y a pas de prise { $text } dans cette position.
illegal-not-legal = { $text } n'est pas un coup légal ici.
illegal-ambiguous = `{ $text }` est ambigu ; il correspond à plusieurs coups : { $matches }.
illegal-game-over = La partie est terminée. { $outcome }.
illegal-huff-not-in-rules = On ne souffle que dans les parties jouées avec majority=huff (par ex. la variante sahara).
illegal-nothing-to-huff = Rien à souffler : tu ne peux souffler une pièce que juste après un coup où ton adversaire n'a pas pris le maximum.
illegal-cannot-huff = Tu ne peux pas souffler la pièce en { $at } ; tu peux souffler : { $allowed }.
illegal-huff-without-move = Souffler ne suffit pas : joue aussi ton coup dans la même saisie, par ex. `huff d4, c3-c4`.
illegal-huff-syntax = Pour souffler, écris `huff <point>, <coup>`, par ex. `huff d4, c3-c4`.
illegal-size-mismatch = Les règles prévoient un plateau { $rules }, mais la position est sur un plateau { $position }.

## Images du plateau : la légende sous le plateau et la description (texte
## alternatif) que lit un lecteur d'écran.
caption-to-move = Aux { $colour } de jouer
caption-start = Début
caption-ply = { $number } { $colour } { $turn }
caption-ply-end = { $number } { $colour } { $turn } · { $result }
caption-wins = Les { $colour } gagnent
caption-draw = Nulle
board-alt-head = Plateau de Zamma, partie { $game }, coup { $move }.
board-alt-to-move = Aux { $colour } de jouer.
board-alt-over = Partie terminée. { $result }.
board-alt-last = Dernier coup : les { $colour } ont joué { $turn }.
board-alt-last-capture = Dernier coup : les { $colour } ont joué { $turn } et pris { $taken }.
board-alt-mullahs = { $count ->
        [one] L'une d'elles était un mollah.
       *[other] { $count } d'entre elles étaient des mollahs.
    }
board-alt-huff = Juste avant le dernier coup, la pièce en { $point } a été soufflée.
board-alt-counts = Les Noirs ont { $black }, les Blancs { $white }.

## A review's board, and what the review says about one turn.
caption-review = { $number } { $colour } { $turn } · mieux : { $best }
caption-review-best = { $number } { $colour } { $turn } · le choix de l'ordinateur
caption-review-forced = { $number } { $colour } { $turn } · le seul coup légal
board-alt-review = Plateau de Zamma, partie { $game }, avant le coup { $ply } : les { $colour } ont joué { $turn } (flèche pleine).
board-alt-review-better = L'ordinateur aurait préféré { $best } (flèche en pointillés).
review-turn-played = { $number } Les { $colour } ({ $player }) ont joué { $turn }.
review-turn-blunder = Une gaffe (??) : elle coûte { $loss } pions par rapport au meilleur coup.
review-turn-mistake = Une erreur (?) : elle coûte { $loss } pion par rapport au meilleur coup.
review-turn-inaccuracy = Une imprécision (?!) : elle coûte { $loss } pion par rapport au meilleur coup.
review-turn-close = Presque aussi bon que le meilleur coup : moins d'un demi-pion d'écart.
review-turn-best = L'ordinateur aurait joué ce coup, lui aussi.
review-turn-forced = C'était le seul coup légal : il n'est pas jugé.
review-turn-better = L'ordinateur aurait préféré { $best }.
review-turn-better-drawn = L'ordinateur aurait préféré { $best } (en pointillés sur le plateau).
review-turn-eval = Évaluation pour les Noirs, en pions : { $before } avant, { $after } après.

## Pourquoi un texte de règles (variante et options) est refusé : la raison dans refusal-bad-rules.
rules-error-empty = le texte des règles est vide ; indique une variante, par ex. `zamma`
rules-error-too-long = le texte des règles dépasse { $max } caractères
rules-error-unknown-preset = la variante `{ $preset }` n'existe pas ; choisis zamma, dhamet (ou srand), sahara ou zamma5
rules-error-missing-value = l'option `{ $option }` attend une valeur, sous la forme `{ $option }=<valeur>`
rules-error-unknown-option = l'option `{ $option }` n'existe pas ; les options sont removal, landing, majority, count, stall, board
rules-error-bad-value = `{ $value }` n'est pas une valeur de `{ $option }` ; utilise { $expected }
rules-error-either = `{ $first }` ou `{ $second }`
rules-error-plies = un nombre de demi-coups de 0 (désactivé) à { $max }
rules-error-repeated = l'option `{ $option }` figure deux fois
board-alt-mullah-alone = C'était un mollah.

## Problèmes

puzzle-title = Problème { $id } · coté { $rating }
puzzle-find = Aux { $colour } de jouer : trouve le coup gagnant{ $steps ->
        [1] .
       *[other] {""} (coup { $step } sur { $steps }).
    }
puzzle-right = Bien vu : { $played }. L'ordinateur répond { $reply } ; trouve le coup suivant.
puzzle-solved = Résolu : { $played } ! Thèmes : { $themes }.
puzzle-wrong = Pas celui-ci : { $played }. Le coup gagnant était { $solution }.
puzzle-rating = Ta cote aux problèmes : { $rating } ({ $delta }) ; série : { $streak }.
puzzle-unrated = Tu avais déjà essayé ce problème : ta cote aux problèmes reste { $rating }.
puzzle-theme = { $theme ->
        [multi-capture] rafle
        [mullah] mollah
        [sacrifice] sacrifice
        [majority] prise majoritaire
        [huff] soufflage
       *[endgame] finale
    }
puzzle-leaders-title = Classement aux problèmes
puzzle-leader = { $rank }. { $name } — { $rating } · résolus : { $solved } · meilleure série : { $best }
puzzle-leaders-empty = Personne n'a encore résolu de problème.

## Tournois

# Vocabulaire (tournois) : round → ronde, pairings → appariements, bye → exempt,
# forfeit → forfait, tie (d'une coupe) → rencontre, board (numéro) → table,
# seed → tête de série, withdraw → se retirer (retrait), round robin → toutes rondes.

tournament-name-default = Tournoi #{ $id }
tournament-format = { $format ->
        [robin] toutes rondes
        [double-robin] double toutes rondes
        [swiss] système suisse
       *[cup] coupe à élimination directe
    }
tournament-status = { $status ->
        [open] Inscriptions ouvertes
        [running] Ronde { $round } sur { $rounds }
        [finished] Terminé
       *[cancelled] Annulé
    }
tournament-settings = { $format } · { $rules } · { $time } par coup · une ronde dure au plus { $round_time } · { $rated ->
        [yes] parties classées
       *[no] parties amicales
    }
tournament-entries = Joueurs : { $count } sur { $max }
tournament-entry-range = Ouvert aux joueurs cotés { $which ->
        [both] de { $min } à { $max }
        [min] { $min } ou plus
       *[max] { $max } ou moins
    }.
tournament-starts = Début : { $when }, ou dès que l'organisateur le lance.
tournament-starts-by-organiser = Début : quand { $organiser }, l'organisateur, le lancera.
tournament-decider = Une rencontre nulle est rejouée couleurs inversées ; en cas de nouvelle nulle, se qualifie { $decider ->
        [pieces] le joueur à qui il reste le plus de pièces (à égalité, la meilleure tête de série)
       *[seed] la meilleure tête de série
    }.
tournament-round-deadline = Les parties de la ronde { $round } non terminées à l'échéance ({ $when }) sont tranchées comme si le joueur dont c'est le tour avait épuisé son temps.
tournament-list-line = { $name } · { $format } · { $status }
tournament-entry = { $what ->
        [created] { $tournament } : tournoi créé par { $name } ; inscris-toi avec `/tournament join`.
        [joined] { $tournament } : { $name } a rejoint le tournoi (joueurs : { $count } sur { $max }).
        [left] { $tournament } : { $name } a quitté le tournoi (joueurs : { $count } sur { $max }).
        [withdrew] { $tournament } : { $name } se retire du tournoi ; sa partie en cours est perdue, et ses parties suivantes ne seront pas jouées.
       *[cancelled] { $tournament } : { $name } a annulé le tournoi.
    }
tournament-round = { $tournament } : la ronde { $round } sur { $rounds } commence. Bonne chance !
tournament-rematch = { $tournament } : la rencontre entre { $black } et { $white } s'est terminée par une nulle ; elle est rejouée couleurs inversées.
tournament-finished = { $tournament } : le tournoi est terminé. { $winner } le remporte !
tournament-place = { $rank ->
        [2] Deuxième
       *[3] Troisième
    } : { $name }.
tournament-finished-no-winner = { $tournament } : le tournoi est terminé.
tournament-cancelled-empty = { $tournament } : le tournoi a été annulé, car moins de deux joueurs étaient inscrits à l'heure prévue du début.
pairing-playing = en cours
pairing-bye = exempt
pairing-forfeit = { $result } (forfait)
pairing-line = Table { $board } : { $black } (Noirs) – { $white } (Blancs) · { $result }
pairing-line-again = Table { $board }, à nouveau : { $black } (Noirs) – { $white } (Blancs) · { $result }
pairing-line-bye = Table { $board } : { $player } · exempt
standings-title = { $round ->
        [0] { $tournament } : classement
       *[other] { $tournament } : classement après la ronde { $round }
    }
standings-rank = #
standings-player = Joueur
tournament-players = Participants
standings-points = Points
standings-buchholz = Buchholz
standings-sb = S-B
standings-games = Parties
standings-reached = Ronde
standings-withdrawn = (retrait)
cup-final = Finale
cup-semi-finals = Demi-finales
cup-quarter-finals = Quarts de finale
cup-round = Ronde { $round }
standings-more = …et { $count } autres sur l'image.

## Nombres, durées et listes, comme le français les écrit ($n est un nombre).
## Une durée : ses jours, heures et minutes, reliés par duration-two ou duration-three.

duration-days = { $n ->
        [one] { $n } jour
       *[other] { $n } jours
    }
duration-hours = { $n ->
        [one] { $n } heure
       *[other] { $n } heures
    }
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
duration-seconds = { $n ->
        [one] { $n } seconde
       *[other] { $n } secondes
    }
duration-two = { $first } et { $second }
duration-three = { $first }, { $second } et { $third }
time-in = dans { $duration }
time-ago = il y a { $duration }
time-in-a-moment = dans un instant
time-just-now = à l'instant
number-percent = { $n } %
list-separator = {", "}
list-and = {" et "}
list-or = {" ou "}
rating-provisional = { $rating } ?
streak-none = aucune série
streak-wins = { $n ->
        [one] { $n } victoire
       *[other] { $n } victoires d'affilée
    }
streak-losses = { $n ->
        [one] { $n } défaite
       *[other] { $n } défaites d'affilée
    }

# Le parcours (Learn). Les mots propres à ses étapes et à ses niveaux sont dans learn.ftl.
refusal-no-such-level = Le parcours n'a pas de niveau `{ $id }`. Choisis-en un dans la liste, ou lance `{ $prefix }learn` sans option pour reprendre là où tu en étais.
refusal-no-level = Tu ne joues aucun niveau du parcours en ce moment. Lance `{ $prefix }learn` pour reprendre là où tu en étais.
learn-stage-heading = Étape { $number } sur { $stages } : { $title }
learn-level-heading = Niveau { $number } sur { $levels } · par : { $par ->
        [one] { $par } coup
       *[other] { $par } coups
    }
learn-best = Ton meilleur résultat : { $turns ->
        [one] { $turns } coup
       *[other] { $turns } coups
    }, { $stars ->
        [1] ★☆☆
        [2] ★★☆
       *[other] ★★★
    }.
learn-alt = Le plateau du niveau { $level } de l'étape { $stage }, vu de ton côté, avec l'objectif marqué.
learn-level-choice = { $stage }.{ $level } · { $goal }
learn-played = Tu as joué { $turn }.
learn-played-reply = Tu as joué { $turn } ; l'autre camp a répondu { $reply }.
learn-done = Réussi en { $turns ->
        [one] { $turns } coup
       *[other] { $turns } coups
    }, pour un par de { $par } : { $stars ->
        [1] ★☆☆ — l'objectif est atteint ; en moins de coups, tu gagnes plus d'étoiles.
        [2] ★★☆ — tout près du par.
       *[other] ★★★ — tu as fait le par !
    }
learn-stage-done = Tu as terminé l'étape « { $title } ».
learn-course-done = Tu as terminé tout le parcours : { $stars } étoiles sur { $max }. Et maintenant : une partie contre l'ordinateur au niveau { $level }, l'appariement rapide pour trouver un adversaire n'importe où, ou des problèmes tirés de vraies parties.
learn-failed-lost = Tu n'as plus aucun coup possible : la partie est perdue, alors le niveau recommence. Essaie autrement.
learn-failed-drawn = La partie s'est terminée par une nulle avant que l'objectif soit atteint, alors le niveau recommence.
learn-failed-ended = La partie est terminée avant que l'objectif soit atteint, alors le niveau recommence. Cherche un moyen de l'atteindre avant la fin de la partie.
learn-failed-off-script = Ce coup s'écarte de la ligne que ce niveau veut t'apprendre, alors il recommence. Cherche le coup qui atteint l'objectif.
learn-failed-too-long = Il t'a fallu bien plus de coups que le niveau n'en demande, alors il recommence. L'indice peut t'aider.
learn-failed-not-the-move = { $turn } n'est pas le coup que ce niveau demande : il n'atteint pas l'objectif dans le par. Le niveau recommence ; cherche le seul coup qui y parvient.
learn-failed-not-the-move-refuted = { $turn } n'est pas le coup que ce niveau demande : l'autre camp répond { $reply }, et l'objectif ne peut plus être atteint dans le par. Le niveau recommence ; cherche le seul coup qui marche.
learn-progress-title = Apprendre le Zamma — étoiles : { $stars } sur { $max }
learn-progress-stage = { $number }. { $title } : { $done } sur { $levels ->
        [one] { $levels } niveau
       *[other] { $levels } niveaux
    }, { $stars ->
        [one] { $stars } étoile
       *[other] { $stars } étoiles
    }
learn-progress-next = Prochain niveau : { $title }
learn-button-hint = Indice
learn-button-restart = Recommencer
learn-button-again = Rejouer ce niveau
learn-button-next = Niveau suivant
learn-button-continue = Continuer
learn-button-stages = Étapes
learn-button-computer = Jouer contre l'ordinateur (niveau { $level })
learn-suggest = Tu découvres le Zamma ? `/learn` t'apprend le jeu en courts niveaux, joués sur un vrai plateau : du premier coup jusqu'au mollah volant.
learn-heading = { $stage } · { $level }

## Appariement rapide : chercher un adversaire n'importe où, et la liste des demandes ouvertes.
# seek-pool décrit une partie : « zamma, 1 heure par coup, classée » (accord avec « partie »).
seek-pool = { $rules }, { $time } par coup, { $rated ->
        [yes] classée
       *[no] amicale
    }
seek-looking = Recherche d'un adversaire…
seek-pool-line = • { $pool } : { $others ->
        [0] personne d'autre n'attend pour l'instant
        [one] une autre personne attend
       *[other] { $others } autres personnes attendent
    }
seek-range = { $which ->
        [both] Uniquement contre des joueurs cotés de { $min } à { $max }.
        [min] Uniquement contre des joueurs cotés { $min } ou plus.
       *[max] Uniquement contre des joueurs cotés { $max } ou moins.
    }
seek-range-short = { $which ->
        [both] { $min }–{ $max }
        [min] { $min }+
       *[max] jusqu'à { $max }
    }
seek-ends = La recherche se termine { $when }, sauf si quelqu'un arrive avant ; tu peux l'annuler à tout moment.
seek-paired = Adversaire trouvé : tu joues contre { $opponent } ({ $rating }) dans la partie #{ $id }, { $pool }. La partie s'affiche ici.
seek-expired = Personne n'est venu jouer en { $time }. Joue dès maintenant contre l'ordinateur au niveau { $level } (proche de ta cote), ou relance une recherche plus tard.
seek-cancelled = Tu as arrêté de chercher une partie.
seek-nothing-to-cancel = Il n'y avait rien à annuler : ta recherche avait déjà trouvé un adversaire ou était terminée.
quick-start = Appariement rapide : { $black } ({ $black_rating }) avec les Noirs contre { $white } ({ $white_rating }) avec les Blancs, { $pool }.
lobby-title = Demandes de partie ouvertes : { $count }
lobby-empty = Personne ne cherche de partie pour l'instant. Lance ta propre recherche : on te préviendra dès que quelqu'un arrivera.
# $since est une durée passée (time-ago) : « publiée il y a 3 minutes ».
lobby-line = { $pool } · cote { $rating } · publiée { $since }
lobby-line-range = { " " }· adversaires : { $range }
lobby-line-yours = { $line } (la tienne)

refusal-engine-full = Le moteur est occupé par les analyses de nombreux joueurs en ce moment : reviens sur cette position dans un instant.
refusal-no-line-in-time = Le moteur a passé tout son temps sur cette position à en énumérer les coups (un mollah volant parmi de nombreuses pièces dispersées donne des milliers de rafles) et n'a trouvé aucune suite : analyse une position avec moins de pièces autour du mollah.
refusal-live-position = Cette position est celle de la partie { $game }, encore en cours : le moteur n'intervient dans aucune partie en cours. Analyse-la une fois la partie terminée.
refusal-bad-position = Impossible de lire cette position : { $reason }. Copie à nouveau le texte de la position, ou laisse-le vide pour partir de la position initiale.
refusal-too-many-turns = Cette position a { $count } coups légaux, plus que les { $max } que le plateau et le moteur acceptent : choisis une position qui en a moins (un mollah volant parmi de nombreuses pièces dispersées en fait des milliers).
refusal-positions-too-fast = Les positions arrivent plus vite que le plateau ne peut les lire : attends que la dernière s'affiche, puis continue.
position-error-too-long = le texte dépasse { $max } caractères
position-error-missing-turn = le camp qui a le trait n'est pas indiqué : termine le texte par un espace suivi de `b` (Noirs) ou `w` (Blancs)
position-error-bad-turn = `{ $text }` ne désigne pas le camp qui a le trait ; écris `b` ou `w`
position-error-rank-count = elle compte { $count ->
        [one] une seule rangée
       *[other] { $count } rangées
    } ; il en faut 9, séparées par `/` (5 pour le petit plateau)
position-error-rank-length = la rangée { $rank } décrit { $points ->
        [0] aucun point
        [one] un point
       *[other] { $points } points
    } ; elle doit en décrire exactement { $expected }
position-error-bad-char = la rangée { $rank } contient `{ $char }` ; utilise b et B (pion et mollah noirs), w et W (pion et mollah blancs) pour les pièces, et des chiffres pour les points vides
position-error-far-rank = le pion des { $side } en { $square } est sur sa rangée de promotion ; écris-le comme un mollah (B pour les Noirs, W pour les Blancs)
position-error-too-many = les { $side } ont { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    } ; un camp en a au plus { $max } sur ce plateau

# Team games (docs/team-games.md): each side played by many, by vote.
refusal-not-a-team-game = Cette partie ne se joue pas en équipes : seuls ses deux joueurs y jouent.
refusal-not-a-team-member = Tu n'es dans aucune des deux équipes de cette partie : rejoins-en une d'abord (`{ $prefix }team join black` ou `{ $prefix }team join white`), puis vote.
refusal-not-your-teams-turn = C'est au tour des { $side } : ton équipe votera quand l'autre aura joué.
refusal-already-on-team = Tu es déjà dans l'équipe des { $side } de cette partie : chacun ne joue que pour un seul camp.
refusal-not-captain = Seul le capitaine de l'équipe peut lancer le dépouillement avant l'heure ; sinon, il a lieu quand tous les membres ont voté ou quand le temps est écoulé.
refusal-vote-too-late = Les votes de ce tour ont déjà été dépouillés et le coup a été joué : vote sur la nouvelle position.
refusal-team-role-only = L'équipe des { $side } est réservée aux membres qui ont le rôle { $role } : demande-le aux admins du serveur, ou rejoins l'autre camp.
refusal-team-of-other-server = L'équipe des { $side } est réservée aux membres de l'autre serveur : rejoins le camp de ce serveur-ci.
refusal-team-challenge-unknown = Aucun défi entre serveurs ne correspond à ce code (un code n'est valable qu'un jour) : vérifie-le auprès de l'autre serveur, ou lance-lui un défi avec `/team challenge`.
refusal-team-challenge-taken = Ce code a déjà servi à lancer une partie, et un code n'en lance qu'une : demandes-en un nouveau à l'autre serveur.
refusal-team-challenge-same-server = Ce code a été créé sur ce serveur : ce sont les membres d'un autre serveur qui s'en servent pour relever le défi, dans un de leurs salons.
refusal-bad-marks = Les marques sur le plateau sont des cercles autour des points et des flèches d'un point à un autre, { $max } au plus : efface-en quelques-unes avant d'en tracer d'autres.
team-motion-backed = { $name } soutient { $motion ->
    [resign] l'abandon
    [takeback] la reprise du dernier coup du camp
   *[draw] la nulle
}. Soutiens dans le camp pour l'instant : { $backing } sur { $members } (c'est la majorité du camp, ou son capitaine, qui décide).
team-draw-offered = { $team } — proposition de nulle : l'autre camp l'accepte dès que la majorité de ses membres, ou son capitaine, la soutient à son tour.
team-takeback-asked = { $team } — demande de reprise du dernier coup : l'autre camp l'accepte dès que la majorité de ses membres, ou son capitaine, soutient la reprise à son tour (`/team takeback`) ; jouer son coup revient à refuser.
team-takeback-done = { $team } — dernier coup repris. Au trait : { $team }, dont les membres votent de nouveau sur le coup à jouer.
team-name-black = Équipe des Noirs
team-name-white = Équipe des Blancs
team-captain = { $name } (capitaine)
team-nobody = personne pour l'instant
team-tally-count = { $turn } : { $votes } voix
