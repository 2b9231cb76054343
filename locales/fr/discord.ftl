# Les mots de zamma-bot sur Discord : commandes, message de partie, boutons,
# menus, listes et annonces. Les mentions `<@…>`, les heures `<t:…:R>` et
# les `/commandes` sont du balisage Discord et restent tels quels.

## Commands, their options and choices. `-name` keys are what Discord shows
## as the command's (or option's) name: lowercase, no spaces, at most 32
## letters, digits, - or _. `.desc` is its description (at most 100
## characters).

# Les noms des commandes et des options restent en anglais : tous les textes
# (aide, règles, refus) les citent tels quels (`/challenge`, `/move`,
# `options:`), et un joueur doit taper ce qu'il lit. Si un jour les textes
# citent les noms traduits, voici les noms français proposés :
#   challenge → defier, play-ai → ordinateur, move → jouer, board → plateau,
#   resign → abandonner, draw → nulle, abort → annuler, games → parties,
#   leaderboard → classement, stats → stats, history → historique,
#   export → exporter, replay → revoir, rules → regles, help → aide, learn → apprendre,
#   settings → reglages (language → langue, server-language → langue-serveur,
#   threads → fils) ; options : user → joueur, preset → variante,
#   options → options, rated → classee, colour → couleur, time → temps,
#   level → niveau, move → coup, game → partie, answer → reponse,
#   scope → portee, language → langue, on → actif ; appariement rapide :
#   play → partie-rapide, lobby → demandes, block → bloquer, unblock → debloquer,
#   seek-role → role-recherche (role → role, channel → salon).

cmd-challenge-name = challenge
    .desc = Défier quelqu'un, n'importe qui ici (sans user) ou le bot pour jouer contre l'ordinateur
opt-challenge-user-name = user
    .desc = Ton adversaire (vide : n'importe qui ici peut accepter)
opt-challenge-preset-name = preset
    .desc = Variante de règles (zamma par défaut)
opt-challenge-options-name = options
    .desc = Options qui modifient la variante, par ex. landing=behind count=on
opt-challenge-rated-name = rated
    .desc = Partie classée (par défaut) ou amicale
opt-challenge-colour-name = colour
    .desc = Ta couleur (au hasard par défaut)
opt-challenge-time-name = time
    .desc = Temps par coup, par ex. 30m, 12h, 3d (d = jours ; 24h par défaut)
opt-challenge-min-rating-name = min-rating
    .desc = Pour un défi ouvert à tous : la cote minimale pour accepter
opt-challenge-max-rating-name = max-rating
    .desc = Pour un défi ouvert à tous : la cote maximale pour accepter

cmd-play-ai-name = play-ai
    .desc = Jouer contre l'ordinateur (partie jamais classée)
opt-play-ai-level-name = level
    .desc = De 1 (débutant) à 5 (le plus fort) ; 3 par défaut
opt-play-ai-preset-name = preset
    .desc = Variante de règles (zamma par défaut)
opt-play-ai-options-name = options
    .desc = Options qui modifient la variante, par ex. landing=behind
opt-play-ai-colour-name = colour
    .desc = Ta couleur (au hasard par défaut)

cmd-move-name = move
    .desc = Jouer un coup dans ta partie en cours ici
opt-move-move-name = move
    .desc = Ton coup, par ex. c3-c4, c3xe5xg3, ou juste le départ et l'arrivée : c3 g3
opt-move-game-name = game
    .desc = Quelle partie, si tu en joues plusieurs ici

cmd-board-name = board
    .desc = Afficher le plateau d'une partie
opt-board-game-name = game
    .desc = Quelle partie (par défaut : la tienne ici)

cmd-resign-name = resign
    .desc = Abandonner une partie
opt-resign-game-name = game
    .desc = Quelle partie (par défaut : la tienne ici)

cmd-draw-name = draw
    .desc = Proposer la nulle, accepter celle de ton adversaire, ou la refuser
opt-draw-answer-name = answer
    .desc = Proposer (ou accepter une proposition), ou refuser
opt-draw-game-name = game
    .desc = Quelle partie (par défaut : la tienne ici)

cmd-abort-name = abort
    .desc = Annuler une partie : par un joueur avant que chacun ait joué, ou par un admin du serveur
opt-abort-game-name = game
    .desc = Quelle partie (par défaut : la tienne ici)

cmd-games-name = games
    .desc = Tes parties en cours et tes défis ouverts

cmd-leaderboard-name = leaderboard
    .desc = Les joueurs les mieux cotés, sur ce serveur ou sur tous les serveurs
opt-leaderboard-scope-name = scope
    .desc = Ce serveur (par défaut), tous les serveurs, ou les serveurs selon leurs parties en équipes

cmd-stats-name = stats
    .desc = Cote, résultats, série et dernières parties d'un joueur
opt-stats-user-name = user
    .desc = Quel joueur (par défaut : toi)

cmd-history-name = history
    .desc = Les parties terminées d'un joueur
opt-history-user-name = user
    .desc = Quel joueur (par défaut : toi)

cmd-export-name = export
    .desc = Le relevé d'une partie en texte (en-têtes et coups numérotés)
opt-export-game-name = game
    .desc = Numéro de la partie (par défaut : la tienne ici)

cmd-replay-name = replay
    .desc = Une partie en GIF animé, une image par coup
opt-replay-game-name = game
    .desc = Numéro de la partie (par défaut : la tienne ici)
cmd-review-name = review
    .desc = L'analyse par l'ordinateur d'une partie terminée : erreurs, précision, graphique
opt-review-game-name = game
    .desc = Numéro de la partie (par défaut : ta dernière partie terminée)

cmd-rules-name = rules
    .desc = Comment jouer, et les variantes
opt-rules-preset-name = preset
    .desc = Une seule variante (par défaut : toutes)

cmd-help-name = help
    .desc = Les commandes de zamma-bot

cmd-puzzle-name = puzzle
    .desc = Des problèmes tirés de vraies parties : trouve le coup gagnant
cmd-puzzle-next-name = next
    .desc = Ton problème en cours, ou un nouveau proche de ta cote aux problèmes
opt-puzzle-next-preset-name = preset
    .desc = Variante de règles (zamma par défaut)
cmd-puzzle-daily-name = daily
    .desc = Le problème du jour, le même pour tout le monde
cmd-puzzle-move-name = move
    .desc = Jouer un coup dans le problème que tu résous
opt-puzzle-move-move-name = move
    .desc = Ton coup, par ex. c3xe5xg3
cmd-puzzle-leaderboard-name = leaderboard
    .desc = Les joueurs les mieux cotés aux problèmes
cmd-learn-name = learn
    .desc = Apprendre le Zamma : de courts niveaux qui enseignent le jeu en y jouant
opt-learn-move-name = move
    .desc = Un coup dans ton niveau, par ex. e3-e4
opt-learn-level-name = level
    .desc = Un niveau à jouer (par défaut : là où tu en étais)
cmd-tournament-name = tournament
    .desc = Les tournois de ce serveur : toutes rondes, système suisse et coupe à élimination directe
cmd-tournament-create-name = create
    .desc = Créer un tournoi ici ; les joueurs s'y inscrivent avec /tournament join
opt-tournament-create-format-name = format
    .desc = Système suisse, toutes rondes (simple ou double) ou coupe à élimination directe
opt-tournament-create-name-name = name
    .desc = Son nom (par défaut : Tournoi #N)
opt-tournament-create-preset-name = preset
    .desc = Variante de règles (zamma par défaut)
opt-tournament-create-options-name = options
    .desc = Options qui modifient la variante, par ex. landing=behind count=on
opt-tournament-create-rounds-name = rounds
    .desc = Système suisse : nombre de rondes (par défaut : assez pour dégager un vainqueur)
opt-tournament-create-time-name = time
    .desc = Temps par coup, par ex. 30m, 12h, 3d (d = jours ; 24h par défaut)
opt-tournament-create-round-time-name = round-time
    .desc = Durée maximale d'une ronde, par ex. 3d (par défaut : 40 fois le temps par coup)
opt-tournament-create-rated-name = rated
    .desc = Parties classées (par défaut) ou amicales
opt-tournament-create-max-players-name = max-players
    .desc = Nombre maximum de joueurs (de 2 à 64 ; 64 par défaut)
opt-tournament-create-min-rating-name = min-rating
    .desc = Cote minimale pour s'inscrire
opt-tournament-create-max-rating-name = max-rating
    .desc = Cote maximale pour s'inscrire
opt-tournament-create-starts-in-name = starts-in
    .desc = Lancement automatique après ce délai, par ex. 2h (par défaut : quand tu le lances)
opt-tournament-create-decider-name = decider
    .desc = Coupe : qui se qualifie après deux nulles (par défaut : le plus de pièces restantes)
cmd-tournament-join-name = join
    .desc = S'inscrire à un tournoi dont les inscriptions sont ouvertes
opt-tournament-join-tournament-name = tournament
    .desc = Quel tournoi (par défaut : celui qui est ouvert ici)
cmd-tournament-leave-name = leave
    .desc = Quitter un tournoi avant son début
opt-tournament-leave-tournament-name = tournament
    .desc = Quel tournoi (par défaut : celui qui est ouvert ici)
cmd-tournament-start-name = start
    .desc = Lancer un tournoi maintenant (réservé à son organisateur et à qui peut gérer le serveur)
opt-tournament-start-tournament-name = tournament
    .desc = Quel tournoi (par défaut : celui qui est ouvert ici)
cmd-tournament-withdraw-name = withdraw
    .desc = Se retirer d'un tournoi : ta partie en cours est abandonnée, les suivantes perdues par forfait
opt-tournament-withdraw-tournament-name = tournament
    .desc = Quel tournoi (par défaut : celui d'ici)
cmd-tournament-cancel-name = cancel
    .desc = Annuler un tournoi (réservé à son organisateur et à qui peut gérer le serveur)
opt-tournament-cancel-tournament-name = tournament
    .desc = Quel tournoi (par défaut : celui d'ici)
cmd-tournament-standings-name = standings
    .desc = Le classement avec les départages, en tableau (et, pour une coupe, l'arbre des rencontres)
opt-tournament-standings-tournament-name = tournament
    .desc = Quel tournoi (par défaut : celui d'ici)
cmd-tournament-pairings-name = pairings
    .desc = Les appariements et résultats d'une ronde (par défaut : la ronde en cours)
opt-tournament-pairings-tournament-name = tournament
    .desc = Quel tournoi (par défaut : celui d'ici)
opt-tournament-pairings-round-name = round
    .desc = Quelle ronde (par défaut : celle en cours)
cmd-tournament-list-name = list
    .desc = Les tournois de ce serveur
choice-format-swiss = système suisse
choice-format-round-robin = toutes rondes
choice-format-double-round-robin = double toutes rondes
choice-format-cup = coupe à élimination directe
choice-decider-pieces = le plus de pièces restantes
choice-decider-seed = la meilleure tête de série
cmd-settings-name = settings
    .desc = Ta langue, et les réglages du serveur
cmd-settings-language-name = language
    .desc = La langue dans laquelle le bot te répond
opt-settings-language-language-name = language
    .desc = Ta langue (automatique : celle de ton Discord)
cmd-settings-theme-name = theme
    .desc = Le thème des plateaux que toi seul vois
opt-settings-theme-theme-name = theme
    .desc = Ton thème de plateau (par défaut : sable)
cmd-settings-pings-name = pings
    .desc = Recevoir ou non une notification quand le bot te mentionne
opt-settings-pings-on-name = on
    .desc = Me notifier quand c'est mon tour, quand on me défie ou pour un rappel (par défaut : oui)
cmd-settings-notifications-name = notifications
    .desc = Recevoir ou non en MP ce que tu as manqué là où le bot ne peut pas écrire
opt-settings-notifications-on-name = on
    .desc = M'envoyer en MP les résultats et rappels sans attendre ma prochaine commande (par défaut : non)
cmd-settings-server-theme-name = server-theme
    .desc = (Gérer le serveur) Le thème des plateaux dans les messages de partie ici
opt-settings-server-theme-theme-name = theme
    .desc = Le thème de plateau du serveur (par défaut : sable)
cmd-settings-server-language-name = server-language
    .desc = (Gérer le serveur) La langue des messages publics du bot ici
opt-settings-server-language-language-name = language
    .desc = La langue du serveur (automatique : la langue Discord du serveur)
cmd-settings-threads-name = threads
    .desc = (Gérer le serveur) Lancer chaque partie acceptée dans son propre fil
opt-settings-threads-on-name = on
    .desc = Chaque partie dans son propre fil (true) ou dans le salon du défi (false)

choice-colour-black = noir
choice-colour-white = blanc
choice-colour-random = au hasard
choice-draw-offer = proposer ou accepter
choice-draw-decline = refuser
choice-scope-server = ce serveur
choice-scope-global = tous les serveurs
choice-scope-servers = les serveurs eux-mêmes
choice-language-auto = automatique
choice-theme-default = par défaut
theme-sand = sable
theme-dark = sombre
theme-contrast = contraste élevé

## The game message

game-title = Partie #{ $game } · { $rules }
game-kind-computer = Contre l'ordinateur
game-kind-rated = Partie classée
game-kind-casual = Partie amicale
game-footer = { $kind } · { $time } par coup
# A time shown in words from now (for a reader whose Discord has no such language), then its date and clock time.
discord-when = { $words } ({ $at })
game-player = { $stone } { $colour } : { $player } ({ $rating })
game-player-computer = { $stone } { $colour } : { $player } (ordinateur, niveau { $level })
game-to-move = Coup { $number } · à { $player } ({ $colour }) de jouer · fin du temps { $deadline }
game-may-huff = { $player } peut souffler : { $points } (écris par ex. `huff { $first }, …`)
game-draw-offered = { $player } propose la nulle.
game-aborted = **Annulée** après { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    } ; elle ne compte pas.
game-finished = **{ $result }** après { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }.
game-finished-plain = Terminée
game-last-move = Dernier coup : `{ $turn }`
game-last-move-took = Dernier coup : `{ $turn }` ({ $taken ->
        [one] { $taken } pièce prise
       *[other] { $taken } pièces prises
    })
game-captured = Pièces prises par les Noirs : { $black } · par les Blancs : { $white }
game-your-move = { $player }, à toi de jouer dans la partie #{ $game }.

headline-played = { $name } a joué { $turn }
headline-resigned = { $name } a abandonné
headline-accepted = { $name } a accepté le défi
headline-computer = { $name } joue contre l'ordinateur (niveau { $level })
headline-draw-agreed = Nulle d'un commun accord

button-move = Jouer
button-offer-draw = Proposer la nulle
button-accept-draw = Accepter la nulle
button-decline-draw = Refuser la nulle
button-resign = Abandonner
button-confirm-resign = Oui, j'abandonne
button-accept = Accepter
button-join = S'inscrire
button-leave = Quitter
button-decline = Refuser
button-cancel = Annuler
button-previous = ◀ Précédent
button-next = Suivant ▶

## Draws and resignation

draw-offered = { $player } propose la nulle dans la partie #{ $game } ; { $opponent }, accepte ou refuse avec les boutons ou `/draw`.
draw-declined = { $player } a refusé la nulle dans la partie #{ $game } ; la partie continue.
button-takeback = Reprendre le coup
button-accept-takeback = Accepter la reprise
button-decline-takeback = Refuser la reprise
takeback-asked = { $player } demande à reprendre son dernier coup dans la partie #{ $game } ; { $opponent }, accepte ou refuse avec les boutons.
takeback-declined = { $player } a refusé la reprise dans la partie #{ $game } ; la partie continue.
takeback-declined-computer = L'ordinateur (niveau { $level }) n'accepte pas les reprises ; la partie continue. (Les niveaux 1 à 3 les acceptent.)
headline-takeback = { $name } a repris { $turns ->
        [one] son dernier coup
       *[other] les { $turns } derniers coups
    }
resign-confirm = Veux-tu vraiment abandonner la partie #{ $game } ? Elle comptera comme une défaite. (Ignore ce message pour continuer à jouer.)
resign-done = Tu as abandonné la partie #{ $game }.

## The move menu

menu-kind-man = pion
menu-kind-mullah = mollah
menu-piece = { $point } · { $kind } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
menu-piece-takes = { $point } · { $kind } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } · prend { $taken }
menu-move-takes = { $turn } · prend { $taken }
menu-pick-piece = Choisis une pièce à jouer
menu-pick-move = Choisis le coup de la pièce en { $point }
menu-text-piece = Partie #{ $game } : choisis la pièce à jouer.
menu-text-move = Partie #{ $game } : choisis le coup de la pièce en { $point } (les pastilles montrent où elle peut aller).
menu-huff-hint = Tu peux d'abord souffler une pièce : choisis-la dans le premier menu (ou tape `/move huff d4, c3-c4`).
menu-pick-huff = Souffler d'abord une pièce ? (facultatif)
menu-no-huff = Ne pas souffler
menu-huff-option = Souffler { $point }
menu-text-huffed = Partie #{ $game } : tu souffles la pièce en { $point } (elle quitte le plateau avec ton coup) ; choisis maintenant la pièce à jouer.
menu-too-many = Toutes les pièces ne tiennent pas dans le menu ; utilise `/move` pour les autres.
menu-played = Tu as joué `{ $turn }`.
autocomplete-move-takes = { $turn } — prend { $taken }
autocomplete-game = #{ $game } { $black } contre { $white } · { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }

## Challenges

puzzle-alt = Le plateau du problème { $id }, vu du côté de la personne qui le résout.
puzzle-piece = { $point } : { $turns ->
        [one] { $turns } coup
       *[other] { $turns } coups
    }
puzzle-pick-turn = Ton coup…
puzzle-next = Problème suivant
challenge-title = Défi #{ $id }
challenge-text = { $challenger } défie { $challenged } à une partie { $rated ->
        [yes] classée
       *[no] amicale
    } de **{ $rules }**.
    { $challenger } joue { $colour ->
        [black] avec les Noirs
        [white] avec les Blancs
       *[random] avec une couleur tirée au sort
    } ; { $time } par coup.
challenge-expires = Le défi expire { $when }.
challenge-closed = Ce défi { $status ->
        [accepted] a été accepté
        [declined] a été refusé
        [cancelled] a été annulé
       *[expired] a expiré
    }.
challenge-ratings = Cotes
challenge-ping = { $player }, tu as reçu un défi !
challenge-declined-by = { $player } a refusé le défi.
challenge-withdrawn-by = { $player } a retiré le défi.
challenge-thread = Partie #{ $game } : { $black } contre { $white }
challenge-moved-to-thread = La partie #{ $game } se joue dans { $thread }.
challenge-accepted-below = { $player } a accepté : la partie #{ $game } commence ci-dessous.
challenge-anyone = n'importe qui ici
challenge-range = { $which ->
        [both] Ouvert aux joueurs cotés de { $min } à { $max }.
        [min] Ouvert aux joueurs cotés { $min } ou plus.
       *[max] Ouvert aux joueurs cotés { $max } ou moins.
    }
challenge-expired-unanswered = Le défi lancé par { $challenger } à { $challenged } (#{ $id }) a expiré sans réponse.

## Lists, the leaderboard, stats

list-game = **#{ $game }** { $black } ⚫ contre { $white } ⚪ · { $rules } · { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    } · { $state }
list-challenge = Défi #{ $id } : { $challenger } → { $challenged } ({ $rules }{ $rated ->
        [yes] , classé
       *[no] {""}
    })
games-title = Tes parties
games-empty = Aucune partie en cours ; défie quelqu'un avec `/challenge` ou joue contre l'ordinateur avec `/play-ai`.
history-title = { $name } · parties terminées
history-empty = Aucune partie terminée pour l'instant.
leaderboard-title-server = Classement · ce serveur
leaderboard-title-global = Classement · tous les serveurs
leaderboard-empty = Personne n'a encore terminé de partie classée.
# V victoires, D défaites, N nulles
leaderboard-line = `{ $rank }.` { $player } · **{ $rating }** · { $wins }V { $losses }D { $draws }N
leaderboard-page = page { $page } sur { $pages }
leaderboard-title-servers = Classement · les serveurs, d'après leurs parties en équipes entre eux
leaderboard-servers-empty = Aucun serveur n'a encore terminé de partie en équipes contre un autre : lance un défi avec `/team challenge`.
leaderboard-server-line = `{ $rank }.` { $team } · **{ $rating }** · { $wins }V { $losses }D { $draws }N
stats-title = { $name } · statistiques
stats-rating = Cote **{ $rating }** (incertitude ±{ $deviation }{ $provisional ->
        [yes] , provisoire
       *[no] {""}
    })
stats-games = { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    }
stats-streak-none = Série : aucune
stats-streak-wins = Série : { $count ->
        [one] { $count } victoire
       *[other] { $count } victoires
    }
stats-streak-losses = Série : { $count ->
        [one] { $count } défaite
       *[other] { $count } défaites
    }
stats-playing = En cours
stats-recent = Dernières parties
export-text = La partie #{ $game } en texte :
replay-text = Rediffusion de la partie #{ $game } :
replay-queued = Ta rediffusion est en file d'attente : { $ahead } avant toi. Elle apparaîtra ici.
review-progress = Analyse de la partie #{ $game }… { $percent } %
review-title = Analyse de la partie #{ $game }
review-player = { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    } · { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } · { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    } · précision { $accuracy }
review-worst = Le coup le plus coûteux : { $turn } (mieux : { $best })
review-no-judged = Tous les coups étaient forcés (chaque fois le seul coup légal) : aucun n'est jugé.
review-footer = Chaque position est analysée avec { $nodes } nœuds : la même partie reçoit la même analyse partout. ?! imprécision (un demi-pion perdu), ? erreur (un pion), ?? gaffe (deux pions).
review-alt = Graphique d'évaluation de la partie #{ $game } : l'avantage des Noirs au-dessus de la ligne du milieu, celui des Blancs en dessous ; les points marquent les imprécisions, erreurs et gaffes.
review-moment-title = Analyse de la partie #{ $game } · coup { $number } sur { $moves } ({ $colour })
review-moment-key = Moment clé { $index } sur { $count }.
review-moment-graph = Graphique d'évaluation de la partie #{ $game }, avec le coup { $number } ({ $colour }) mis en évidence : l'avantage des Noirs au-dessus de la ligne du milieu, celui des Blancs en dessous.
review-button-summary = Résumé
review-button-key = Moment clé
review-button-turn = Coup
button-review = Analyse
button-rematch = Revanche
refusal-review-not-kept = Cette analyse n'est plus conservée. Redemande-la : `/review game:{ $game }`.

## Announcements

reminder = { $player }, la partie #{ $game } attend ton coup ; ton temps sera écoulé { $deadline }.

## Settings

settings-pings-on = Désormais, tu reçois une notification quand c'est ton tour, quand on te défie et quand une partie t'attend.
settings-pings-off = Désormais, le bot te mentionne toujours, mais ses messages ne t'envoient plus de notification. `/settings pings on:True` réactive les notifications.
settings-threads-on = Sur ce serveur, chaque partie commence dans son propre fil.
settings-notifications-on = Désormais, ce que tu manques là où le bot ne peut pas écrire (une partie perdue au temps, un rappel, un défi expiré) t'est aussi envoyé en message privé. Discord ne le remet que si tu partages un serveur avec le bot ou si tu l'as ajouté à tes applications.
settings-notifications-off = Désormais, ce que tu manques là où le bot ne peut pas écrire t'est montré la prochaine fois que tu utilises une commande ou un bouton. `/settings notifications on:True` te l'envoie aussi en message privé.
settings-threads-off = Sur ce serveur, les parties commencent dans le salon du défi.
settings-language-set = Désormais, je te réponds en français.
settings-language-auto = Désormais, je te réponds dans la langue de ton Discord.
settings-server-language-set = Désormais, les messages de partie de ce serveur sont en français.
settings-server-language-auto = Désormais, les messages de partie de ce serveur suivent la langue Discord du serveur.
settings-theme-set = Désormais, les plateaux que toi seul vois sont dessinés avec le thème « { $theme } ».
settings-server-theme-set = Désormais, les messages de partie de ce serveur montrent le plateau avec le thème « { $theme } ».

## Help

help-title = zamma-bot
help-text =
    `/challenge user` — défier quelqu'un (variante, options, partie classée, couleur, temps par coup) ; sans user, n'importe qui ici peut accepter (éventuellement seulement les joueurs dont la cote est dans une fourchette donnée)
    `/play-ai [level] [preset]` — jouer contre l'ordinateur (niveaux 1 à 5 ; parties jamais classées)
    `/play [time]` · `/lobby` — trouver un adversaire partout où le bot est présent (appariement rapide), ou accepter une demande ouverte ; `/block user` écarte quelqu'un
    `/move move` — jouer un coup (avec suggestions), ou appuyer sur **Jouer** sous le plateau
    `/board` · `/games` — ta partie ici / toutes tes parties
    `/draw` · `/resign` · `/abort` — proposer la nulle ou y répondre, abandonner, annuler avant que chacun ait joué
    `/leaderboard [scope]` · `/stats [user]` · `/history [user]`
    `/export [game]` · `/replay [game]` — la partie en texte / en GIF animé
    `/review [game]` — l'analyse d'une partie terminée : erreurs, précision, graphique
    `/learn [move] [level]` — apprendre le jeu en courts niveaux, du premier coup jusqu'au mollah volant
    `/puzzle next` · `/puzzle daily` · `/puzzle move` · `/puzzle leaderboard` — des problèmes tirés de vraies parties : trouve le coup gagnant
    `/tournament create` · `join` · `start` · `standings` · `pairings` · `withdraw` — les tournois du serveur : système suisse, toutes rondes, coupe à élimination directe
    Sous une partie : **Reprendre le coup** (parties amicales et contre l'ordinateur) ; une fois la partie terminée, **Analyse** et **Revanche**
    `/rules [preset]` — comment jouer
    `/settings language` — la langue dans laquelle je te réponds
    `/settings theme` — l'aspect des plateaux que toi seul vois (sable, sombre, contraste élevé)
    `/settings pings` — recevoir ou non une notification quand c'est ton tour, quand on te défie ou pour un rappel
    `/settings notifications` — recevoir ou non en message privé ce que tu as manqué là où je ne peux pas écrire
    `/settings server-language` · `/settings server-theme` · `/settings threads` — (Gérer le serveur) la langue et le thème de plateau du serveur ; chaque partie dans son propre fil

## Refusals of the Discord front end

refusal-servers-only = Cette commande concerne un serveur (ses réglages, son classement) : utilise-la dans un salon de serveur. Les parties, elles, peuvent aussi se jouer ici.
refusal-add-bot = Il faut pour cela que le bot soit ajouté à ce serveur ; pour l'instant, seules des personnes d'ici ont installé l'application. Quelqu'un ayant la permission « Gérer le serveur » peut l'ajouter (<{ $link }>).
refusal-no-one-else-here = Il n'y a que toi et le bot dans ces messages privés : personne d'autre ne pourrait accepter. Joue contre l'ordinateur ici avec `/play-ai`, ou défie des gens sur un serveur ou dans un groupe privé.
away-header = Pendant ton absence :
away-by-dm = Tu as demandé à recevoir en message privé ce que tu manques là où le bot ne peut pas écrire :
away-game-ended = la partie #{ $game } ({ $black } contre { $white }) est terminée. { $outcome }.
away-game-aborted = la partie #{ $game } ({ $black } contre { $white }) a été annulée.
away-your-move = c'est à toi de jouer dans la partie #{ $game } contre { $opponent } ; ton temps sera écoulé { $deadline }.
away-challenge-expired = le défi #{ $id } lancé par { $challenger } a expiré sans réponse.
refusal-manage-server = Il te faut la permission « Gérer le serveur » pour ça.
refusal-piece-cannot-move = Cette pièce ne peut pas bouger pour l'instant ; choisis-en une autre, ou appuie à nouveau sur Jouer.
refusal-move-gone = Ce coup n'est plus possible ; appuie à nouveau sur Jouer.
refusal-no-preset = La variante `{ $name }` n'existe pas ; les variantes sont zamma, dhamet (srand), sahara et zamma5.
refusal-no-replay = Impossible de rediffuser cette partie en GIF : elle compte { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }, et une rediffusion en montre { $max } au plus.
refusal-heavy-busy = Une rediffusion est déjà en cours de dessin pour toi : une à la fois, s'il te plaît. Redemande quand elle sera arrivée.
refusal-heavy-failed = La rediffusion n'a pas pu être dessinée (une erreur de notre côté, déjà enregistrée). Réessaie dans un instant.
refusal-nothing-to-review = Tu n'as encore aucune partie terminée à analyser. Donne un numéro de partie : `/review game:12`.
refusal-discord-failed = Discord n'a pas pu recevoir ma réponse (une panne de son côté). Ce que tu as fait est enregistré : `/board` montre où en est ta partie.
note-missing-permissions = Je ne peux pas écrire moi-même dans ce salon (il me manque : { $permissions }) : mes coups arrivent donc ici, en réponse aux tiens. Quelqu'un qui peut gérer ce salon peut m'accorder ces permissions dans les paramètres du salon ; en attendant, rien de la partie n'est perdu.
note-cannot-post = Discord a refusé mon message dans ce salon : mon coup arrive donc ici, en réponse au tien. Rien de la partie n'est perdu ; `/board` la montre.
permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-send-in-threads = Envoyer des messages dans les fils
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
refusal-bad-option = { $what } n'est pas valide ici ; vérifie ce que tu as saisi et réessaie.
refusal-an-option = Une des options
refusal-options-mismatch = Ces options ne correspondent pas à cette commande (ton Discord en affiche peut-être une ancienne version) ; vérifie-les et réessaie.

## Tournaments

tournament-started-here = Tournoi lancé : les appariements et les parties sont publiés dans ce salon.
tournament-list-title = Tournois de ce serveur
tournament-list-empty = Aucun tournoi sur ce serveur pour l'instant ; crées-en un avec `/tournament create`.

# issue 33: sentences
review-nothing-played = Aucun coup joué dans cette partie : il n'y a rien à analyser.

## Appariement rapide sur Discord.
cmd-play-name = play
    .desc = Trouver un adversaire n'importe où : tu joues contre quelqu'un qui cherche la même partie
opt-play-time-name = time
    .desc = Temps par coup (par défaut : n'importe lequel des choix proposés)
opt-play-preset-name = preset
    .desc = Variante de règles (zamma par défaut)
opt-play-rated-name = rated
    .desc = Partie classée (par défaut) ou amicale
opt-play-min-rating-name = min-rating
    .desc = La cote la plus basse contre laquelle tu acceptes de jouer
opt-play-max-rating-name = max-rating
    .desc = La cote la plus haute contre laquelle tu acceptes de jouer
choice-pool-any = n'importe lequel
choice-pool-5m = 5 minutes
choice-pool-1h = 1 heure
choice-pool-1d = 1 jour
choice-pool-5m-1h = 5 minutes ou 1 heure
choice-pool-1h-1d = 1 heure ou 1 jour
cmd-lobby-name = lobby
    .desc = Les demandes ouvertes de l'appariement rapide : accepte-en une pour jouer tout de suite
cmd-block-name = block
    .desc = Ne jamais être apparié avec quelqu'un en appariement rapide
opt-block-user-name = user
    .desc = Qui ne sera jamais apparié avec toi (vide : la liste des personnes bloquées)
cmd-unblock-name = unblock
    .desc = Pouvoir de nouveau être apparié avec quelqu'un que tu as bloqué
opt-unblock-user-name = user
    .desc = La personne que tu as bloquée
cmd-settings-seek-role-name = seek-role
    .desc = (Gérer le serveur) Mentionner un rôle quand quelqu'un ici lance une recherche avec /play
opt-settings-seek-role-role-name = role
    .desc = Le rôle à mentionner (vide : ne mentionner personne)
opt-settings-seek-role-channel-name = channel
    .desc = Où le mentionner (par défaut : ce salon)
button-cancel-seek = Annuler
lobby-take = Accepter une demande et jouer tout de suite…
lobby-option = { $rating } · { $pool }
game-their-move = C'est à { $player } de jouer dans la partie #{ $game }.
block-done = Tu as bloqué { $name } : l'appariement rapide ne vous réunira jamais, et aucun de vous deux ne peut accepter la demande de l'autre.
block-already = Tu bloques déjà { $name }.
block-list = Tu bloques { $names } : l'appariement rapide ne te fera jamais jouer { $count ->
        [one] contre cette personne
       *[other] contre ces { $count } personnes
    }.
block-none = Tu ne bloques personne.
unblock-done = Tu ne bloques plus { $name }.
unblock-not = Tu n'avais pas bloqué { $name }.
seek-role-ping = { $role } : { $name } cherche une partie ({ $pool }). Accepte sa demande avec `/lobby`, ou cherche toi aussi avec `/play`.
settings-seek-role-set = Quand quelqu'un d'ici lance une recherche de partie, { $role } est mentionné dans { $channel }, avec au moins { $quiet } entre deux mentions.
settings-seek-role-off = Personne n'est mentionné quand quelqu'un d'ici cherche une partie.

# Parties en équipes (docs/team-games.md) : chaque camp est joué à plusieurs, et ses coups sont votés.
cmd-team-name = team
    .desc = Parties en équipes : chaque camp est joué à plusieurs, et ses coups sont votés
cmd-team-create-name = create
    .desc = Lancer une partie en équipes dans ce salon : chacun rejoint un camp, et chaque camp vote ses coups
opt-team-create-black-name-name = black-name
    .desc = Nom de l'équipe des Noirs (par défaut : Équipe des Noirs)
opt-team-create-white-name-name = white-name
    .desc = Nom de l'équipe des Blancs (par défaut : Équipe des Blancs)
opt-team-create-time-name = time
    .desc = Temps par coup, par ex. 10m, 1h, 1d (d = jours ; 10m par défaut)
opt-team-create-preset-name = preset
    .desc = Variante de règles (zamma par défaut)
opt-team-create-options-name = options
    .desc = Options qui modifient la variante, par ex. landing=behind
opt-team-create-black-role-name = black-role
    .desc = Seuls les membres qui ont ce rôle peuvent rejoindre l'équipe des Noirs
opt-team-create-white-role-name = white-role
    .desc = Seuls les membres qui ont ce rôle peuvent rejoindre l'équipe des Blancs
cmd-team-join-name = join
    .desc = Rejoindre un camp dans une partie en équipes ici
opt-team-join-side-name = side
    .desc = Quel camp
opt-team-join-captain-name = captain
    .desc = Devenir le capitaine du camp, s'il n'en a pas encore
opt-team-join-game-name = game
    .desc = Quelle partie en équipes (par défaut : celle d'ici)
cmd-team-tally-name = tally
    .desc = Lancer dès maintenant le dépouillement des votes de ton camp (capitaines seulement)
opt-team-tally-game-name = game
    .desc = Quelle partie en équipes (par défaut : la tienne ici)
cmd-team-show-name = show
    .desc = Afficher ici une partie en équipes : son plateau et ses équipes
opt-team-show-game-name = game
    .desc = Quelle partie en équipes (par défaut : la tienne ici)
cmd-team-resign-name = resign
    .desc = Soutenir l'abandon de ton camp : la majorité du camp, ou son capitaine, en décide
opt-team-resign-game-name = game
    .desc = Quelle partie en équipes (par défaut : la tienne ici)
cmd-team-draw-name = draw
    .desc = Soutenir la nulle pour ton camp : la majorité du camp, ou son capitaine, la propose ou l'accepte
opt-team-draw-game-name = game
    .desc = Quelle partie en équipes (par défaut : la tienne ici)
cmd-team-takeback-name = takeback
    .desc = Soutenir la reprise du dernier coup de ton camp, ou accepter celle que l'autre camp demande
opt-team-takeback-game-name = game
    .desc = Quelle partie en équipes (par défaut : la tienne ici)
cmd-team-challenge-name = challenge
    .desc = Défier un autre serveur à une partie en équipes : ses membres relèvent le défi avec le code
opt-team-challenge-name-name = name
    .desc = Nom de l'équipe de ce serveur (par défaut : Équipe des Noirs)
opt-team-challenge-time-name = time
    .desc = Temps par coup, par ex. 10m, 1h, 1d (d = jours ; 10m par défaut)
opt-team-challenge-preset-name = preset
    .desc = Variante de règles (zamma par défaut)
opt-team-challenge-options-name = options
    .desc = Options qui modifient la variante, par ex. landing=behind
opt-team-challenge-role-name = role
    .desc = Seuls les membres qui ont ce rôle peuvent jouer pour ce serveur
cmd-team-accept-name = accept
    .desc = Relever le défi d'un autre serveur avec son code : la partie commence sur les deux serveurs
opt-team-accept-code-name = code
    .desc = Le code donné par l'autre serveur
opt-team-accept-name-name = name
    .desc = Nom de l'équipe de ce serveur (par défaut : Équipe des Blancs)
opt-team-accept-role-name = role
    .desc = Seuls les membres qui ont ce rôle peuvent jouer pour ce serveur
team-server-challenge = { $team } : défi entre serveurs pour une partie en équipes. Donne le code `{ $code }` aux membres du serveur que tu veux défier : dans un de leurs salons, `/team accept code:{ $code }` lance la partie, et ce serveur-ci joue les Noirs. Le code expire { $expires }.
team-server-accepted = Partie en équipes #{ $game }, serveur contre serveur : { $side } contre { $team }. Camp de ce serveur : { $side } ; rejoins-le avec les boutons ci-dessous ou `/team join`. Les votes de chaque serveur restent dans le fil de son camp ; les deux serveurs voient les dépouillements.
cmd-vote-name = vote
    .desc = Voter pour le coup de ton camp dans une partie en équipes ici
opt-vote-turn-name = turn
    .desc = Le coup pour lequel tu votes, par ex. c3-c4
opt-vote-game-name = game
    .desc = Quelle partie en équipes (par défaut : la tienne ici)

button-vote = Voter
button-join-team = Rejoindre { $team }
game-player-team = { $stone } { $colour } : { $team }
game-kind-team = Partie en équipes
team-turn = Partie #{ $game } — au trait : { $team }. Ses membres votent avec `/vote` ou le bouton Voter.
headline-team-created = { $name } a lancé une partie en équipes
team-created = Partie en équipes #{ $game } : rejoins un camp avec les boutons ci-dessous ou `/team join`. Chaque camp vote ses coups, et c'est le coup qui recueille le plus de voix qui est joué.
team-thread = Partie #{ $game } : { $team }
team-joined = Partie #{ $game }, { $team } : tu as rejoint l'équipe{ $captain ->
    [yes] , en tant que capitaine
   *[no] {""}
}.
team-deliberate-in = Ton camp délibère dans { $thread } : l'autre camp n'y a pas accès.
team-voted = Tu as voté pour { $turn }. Votes exprimés dans ton camp : { $voted } sur { $members } ; pour l'instant : { $counts }.
team-voted-tallied = Tu as voté pour { $turn } ; c'était le dernier vote attendu dans ton camp. Dépouillement : { $counts }. Le coup { $chosen } est joué.
team-vote-told = { $player } vote pour { $turn } (votes exprimés : { $voted } sur { $members }). Pour l'instant : { $counts }.
team-tally-called = Tu as lancé le dépouillement : { $counts }. Le coup { $chosen } est joué.
team-no-votes = Personne dans ton camp n'a encore voté : pas de dépouillement sans votes (un camp qui n'a toujours aucun vote quand son temps est écoulé perd au temps).
headline-tally = { $team } : { $turn }, coup choisi par vote
team-tally = { $team } — dépouillement des votes : { $counts }.
team-your-turn = À ton camp de jouer dans la partie #{ $game } : l'autre camp a joué { $turn }. Vote avec `/vote` ou avec le bouton ci-dessous ; le dépouillement a lieu quand tout le monde a voté, ou au plus tard { $deadline }.
