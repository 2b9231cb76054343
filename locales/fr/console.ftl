# Les mots de zamma-bot dans la console du terminal (`zamma-bot local`). Les
# commandes elles-mêmes (`challenge`, `move`, `draw`…) sont ce qu'on tape et
# restent en anglais ; leurs explications sont traduites.

console-welcome = zamma-bot local — tape `help` pour voir les commandes. Tu es { $name }.
console-help =
    Commandes (comme sur Discord) :
      as <nom>                           changer d'utilisateur (au départ, tu es alice)
      play-ai [niveau 1-5] [règles] [black|white|random]   jouer contre l'ordinateur
      challenge <nom> [règles] [rated|casual] [black|white|random] [temps]
                                         par ex. challenge bob zamma,landing=behind casual 1h
      accept [id] | decline [id] | cancel [id]
      move <coup> | <coup>               jouer, par ex. e4-e5, c3xe5xg3 ou huff d4, c3-c4
      moves                              lister les coups légaux du joueur dont c'est le tour
      board [id] | game <id>             afficher une partie / choisir la partie visée par les commandes
      resign | draw | decline-draw | abort | rematch [id]
      takeback | accept-takeback | decline-takeback   (parties amicales et contre l'ordinateur)
      games | stats [nom] | history [nom] | leaderboard [global]
      export [id] | replay [id] | review [id] [coup] | rules [variante] | sweep | help | quit
      analyse [id] | analyse <position> [règles]   le plateau d'analyse : une partie terminée, ou n'importe quelle position (avec local --web)
      team create [règles] [temps] | team join <black|white> [captain] [id] | team [id] | team tally | team resign|draw|takeback | vote <coup>   une partie entre deux équipes qui votent leurs coups
      puzzle [variante|daily|top] | puzzle <coup>   un problème proche de ta cote aux problèmes ; joue ses coups
      learn | learn <niveau> | learn <coup> | learn hint | learn again   le parcours : apprendre le jeu en courts niveaux
      play [5m|1h|1d|any] [règles] [rated|casual] | play cancel   trouver un adversaire (appariement rapide)
      lobby | lobby take <id>            les demandes de partie ouvertes ; accepte-en une pour jouer tout de suite
      tournament create <swiss|robin|double-robin|cup> [rounds=N] [players=N] [min=N] [max=N] [règles] [casual] [temps] [round=3d] [start=2h] [decider=seed] [nom]
      tournament join | leave | start | withdraw | cancel | standings | pairings [ronde] | list   [#id]
console-error = erreur : { $text }
console-learn-on = `learn` passe au niveau suivant ; `learn again` rejoue celui-ci.
console-learn-retry = `learn` rejoue ce niveau ; `learn hint` en donne l'indice.
console-board-letters = n N b B
console-board-legend = n pion noir · N mollah noir · b pion blanc · B mollah blanc · * le dernier coup · x pièce prise
console-board-legend-goal = {" "}· o l'objectif (un point à atteindre, une pièce à prendre)
console-review-player = { $colour } · { $name } : { $line }
console-you-are = Tu es maintenant { $name }.
console-timed-out = La partie #{ $game } s'est terminée au temps. { $end }
console-reminder = Rappel : la partie #{ $game } attend un coup (à jouer avant { $deadline }).
console-started = Partie #{ $game } lancée : { $black } (Noirs) contre { $white } (Blancs), { $rules }.
console-started-computer = Partie #{ $game } lancée : { $black } (Noirs) contre { $white } (Blancs), { $rules }, ordinateur de niveau { $level }.
console-declined = { $challenged } a refusé le défi lancé par { $challenger }.
console-withdrew = { $challenger } a retiré le défi lancé à { $challenged }.
console-moves = C'est à { $name } de jouer, avec { $count ->
        [one] { $count } coup légal
       *[other] { $count } coups légaux
    } : { $moves }
console-draw-offered = { $name } propose la nulle ; { $opponent } peut accepter avec `draw` ou refuser avec `decline-draw`.
console-draw-declined = { $name } a refusé la nulle ; la partie continue.
console-takeback-asked = { $name } demande à reprendre son dernier coup ; { $opponent } peut accepter avec `accept-takeback` ou refuser avec `decline-takeback`.
console-no-games = Aucune partie en cours.
console-challenge-line = défi #{ $id } : { $challenger } → { $challenged } ({ $rules }{ $rated ->
        [yes] , classé
       *[no] {""}
    })
console-leaderboard-record = { $wins }V { $losses }D { $draws }N
console-stats = { $name } : cote { $rating } (±{ $deviation }), { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } ; { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    } ; { $streak }
console-no-history = { $name } n'a aucune partie terminée.
console-replay = rediffusion : { $path }
console-review-graph = graphique d'évaluation : { $path }
console-review-moments = Moments clés de la partie #{ $game } : { $turns } — pour en voir un : `review { $game } <coup>`, par exemple `review { $game } 12` pour le douzième coup des Noirs et `review { $game } 12...` pour celui des Blancs.
console-review-board = plateau avant le coup (coup joué : flèche pleine ; meilleur coup : pointillés) : { $path }
console-no-such-turn = `{ $text }` n'est pas un coup de cette partie : donne un numéro de coup de 1 à { $moves }, suivi de ... pour un coup des Blancs, par exemple `review 3 12` ou `review 3 12...`.
console-clocks = Pendules vérifiées.
console-challenge-anyone = Défi #{ $id } : { $challenger } défie n'importe qui ici ({ $rules }, { $rated ->
        [yes] partie classée
       *[no] partie amicale
    }, { $time } par coup). N'importe qui d'autre peut répondre par `accept { $id }` ; le premier à accepter joue.
console-challenge = Défi #{ $id } : { $challenger } défie { $challenged } ({ $rules }, { $rated ->
        [yes] partie classée
       *[no] partie amicale
    }, { $time } par coup). { $challenged } peut répondre par `accept` ou `decline`.
console-played = { $name } a joué { $turn }.
console-to-move = à { $name } ({ $colour }) de jouer
console-aborted = annulée
console-finished = terminée
console-status = Partie #{ $game } · { $rules } · coup { $number } · { $status } · prises : { $black } { $black_captures }, { $white } { $white_captures } · plateau : { $path }
console-may-huff = { $name } peut souffler : { $points }
console-game-line = #{ $game } { $black } (Noirs) contre { $white } (Blancs), { $rules }, { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }, { $state }

console-usage-as = as <nom>
console-usage-challenge = challenge <nom> [règles] [rated|casual] [black|white|random] [temps]
console-not-a-game = `{ $text }` n'est pas un numéro de partie
console-not-a-challenge = `{ $text }` n'est pas un numéro de défi
console-no-sent-challenge = tu n'as lancé aucun défi en attente
console-not-challenged = personne ne t'a lancé de défi
console-unknown-preset = variante inconnue `{ $name }` ; essaie zamma, dhamet, sahara ou zamma5
console-unknown-command = commande inconnue `{ $name }` ; tape `help` pour la liste
console-no-replay = la partie compte { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    } ; une rediffusion en montre { $max } au plus
console-cannot-write = écriture impossible : { $reason }
console-usage-tournament = `tournament { $name }` n'est pas une commande de tournoi : utilise create, join, leave, start, withdraw, cancel, standings, pairings [ronde] ou list (par ex. `tournament create swiss rounds=4 1h`).
console-picture = Image enregistrée dans { $path }
console-usage-tournament-create = Indique d'abord le type de tournoi : `tournament create swiss|robin|double-robin|cup [options] [nom]`, par ex. `tournament create swiss rounds=4 1h Sahara Open`.
console-tournament-bad-option = `{ $option }` n'est pas une option de `tournament create`. Les options sont rounds=N (rondes d'un système suisse), players=N (nombre maximal d'inscrits, de 2 à 64), min=R et max=R (cotes admises), un temps par coup comme 1h, round=3d, start=2h et decider=seed ou decider=pieces ; les autres mots forment le nom.

# issue 31: console input
console-line-too-long = cette ligne est trop longue et a été ignorée : une ligne peut contenir au plus { $max } caractères, bien plus qu'aucune commande n'en demande
console-line-not-text = cette ligne n'est pas du texte UTF-8 et a été ignorée ; règle ton terminal ou ton script sur UTF-8 et tape-la de nouveau
console-invisible-name = un nom doit contenir quelque chose de visible, comme des lettres ou des chiffres (les caractères de contrôle, les marques de direction et les caractères invisibles sont retirés) ; par exemple `as bob`

## Appariement rapide
console-seek-how = Les autres joueurs qui cherchent la même partie sont appariés avec toi à la prochaine vague (avant chaque commande) ; `play cancel` arrête la recherche.
console-lobby-line = #{ $id } { $line }
console-lobby-how = Accepte-en une avec `lobby take <id>`.
console-not-a-seek = `{ $text }` n'est pas une demande de partie ; écris son numéro tel que `lobby` l'affiche, par ex. `lobby take 12`.
console-seek-usage = Écris `play [5m|1h|1d|any] [règles] [rated|casual]`, `play cancel`, `lobby` ou `lobby take <id>`.
console-seek-expired = La demande #{ $id } a pris fin : personne n'est venu en { $time }. Joue contre l'ordinateur avec `play-ai { $level }`, ou relance une recherche avec `play`.

console-analyse-no-web = Le plateau d'analyse fait partie du plateau web : lance la console avec `zamma-bot local --web`, puis redemande-le.
console-analysis-link = Le plateau d'analyse ; le lien est valable { $time } : { $url }

console-team-created = Partie en équipes #{ $game } ({ $rules }, { $time } par coup) : { $black } contre { $white }. Rejoins un camp avec `team join black` ou `team join white` (ajoute `captain` pour en être le capitaine) ; quand c'est au tour de ton camp, vote avec `vote <coup>`.
console-team-joined = { $team } : { $name } rejoint l'équipe{ $captain ->
    [yes] {" "}et en devient capitaine
   *[no] {""}
}.
console-team-side = { $team } : { $members }
console-team-voted = { $name } vote pour { $turn } ; votes exprimés jusqu'ici : { $voted } sur { $members }.
console-team-tally = Résultat du dépouillement : { $counts }. Le coup { $turn } est joué.
console-team-no-votes = Personne dans le camp au trait n'a encore voté : pas de dépouillement sans votes (un camp qui n'a toujours aucun vote quand son temps est écoulé perd au temps).
console-usage-team = Choisis d'abord une partie en équipes : `team create`, `team join black <partie>` ou `team <partie>`.
console-usage-team-join = team join <black|white> [captain] [partie]
console-usage-vote = vote <coup>, pour le coup à jouer dans la partie en équipes choisie (par ex. `vote e4-e5`)
