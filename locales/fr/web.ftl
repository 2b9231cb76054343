# Le plateau web (la page où l'on joue en touchant les pièces, et ses liens).
# Termes : voir le glossaire en tête de zamma.ftl. Un « point » est l'endroit
# où se trouve une pièce ; « toucher » vaut pour un clic comme pour un toucher.

web-page-title = Zamma — partie { $game }
web-title = Partie { $game } : { $black } contre { $white }
web-loading = Chargement du plateau…
web-no-such-page = Il n'y a aucun plateau à cette adresse. Ouvre le plateau depuis le message de la partie sur Discord, ou depuis la console.
web-board = Plateau de la partie { $game }
web-moves = Coups
web-skip = Passer l'animation
web-confirm = Oui
web-pick = À toi de jouer : touche une pièce qui peut bouger, ou fais-la glisser jusqu'au point voulu.
web-pick-dest = Touche le point où elle doit aller, ou touche une autre pièce.
web-pick-huff = Tu peux souffler : touche la pièce adverse à retirer, ou joue ton coup sans souffler.
web-chain = La prise continue : touche le point suivant où ta pièce se pose.
web-chain-stop = La prise peut continuer : touche le point suivant où ta pièce se pose, ou touche de nouveau ce point pour t'arrêter ici.
web-waiting = C'est à { $name } de jouer : en attente de son coup.
web-connection-lost = La connexion a été perdue ; reconnexion en cours…
web-spectating = Tu regardes cette partie.
web-abort = Annuler la partie
web-confirm-resign = Abandonner la partie { $game } ? Ton adversaire l'emportera.
web-confirm-abort = Annuler la partie { $game } ? Elle s'arrête sans résultat.

web-point-empty = { $point }, vide
web-point-piece = { $point }, { $piece }
web-point-may-move = { $point }, { $piece }, peut aller en { $points }
web-point-must-capture = { $point }, { $piece }, doit prendre, en se posant en { $points }
web-point-huffable = { $point }, { $piece }, peut être soufflé
web-piece-must-not = La pièce en { $point } ne peut pas bouger maintenant. { $reason }
web-piece-stuck = La pièce en { $point } est bloquée : tous les points où elle pourrait aller sont occupés. Touche une des pièces qui peuvent bouger.

web-player = { $name }, { $colour }, { $rating }
web-player-to-move = { $name }, { $colour }, { $rating }, c'est son tour
web-computer-level = ordinateur, niveau { $level }
web-clock = Il reste { $time }
web-status-to-move = À { $name } ({ $colour }) de jouer
web-status-aborted = La partie a été annulée.
web-draw-offered = { $name } propose la nulle.
web-draw-declined = { $name } a refusé ta proposition de nulle ; la partie continue.
web-takeback-asked = { $name } demande à reprendre son dernier coup.
web-rematch-sent = Tu as défié { $name } pour une revanche ; la partie commence dès que le défi est accepté.

web-pass-expired = Ce lien vers le plateau a expiré. Rouvre le plateau depuis le message de la partie (ou depuis la console) pour obtenir un nouveau lien.
web-pass-bad = Ce lien vers le plateau n'est pas valide. Rouvre le plateau depuis le message de la partie (ou depuis la console).
web-not-your-game = Ce lien ne montre pas la partie { $game }. Ouvre le plateau de cette partie depuis son propre message.
web-only-watching = Tu ne fais que regarder cette partie : tu ne peux donc pas y jouer. Pour jouer, ouvre le plateau depuis le message de ta propre partie.
web-too-fast = Trop d'actions à la fois. Attends une seconde, puis réessaie.
web-no-turn = Aucun coup n'a été envoyé. Touche une pièce, puis le point où elle doit aller.
web-no-such-action = Cette action n'est pas possible dans cette partie pour le moment. Le plateau affiche celles qui le sont.
web-busy = Le plateau a trop de visiteurs en ce moment. Réessaie dans une minute.
web-too-many-here = Trop de pages et de requêtes à la fois depuis ton adresse. Ferme quelques pages du plateau, puis réessaie.
web-body-too-large = Cette requête est bien trop volumineuse pour le plateau ; elle n'a pas été lue. Recharge la page et réessaie.
web-body-slow = Cette requête a mis trop de temps à arriver, elle a donc été abandonnée. Vérifie ta connexion et réessaie.

# Le lien vers le plateau d'une partie, donné seulement à la personne qui l'a demandé.
web-link = Ton plateau pour la partie { $game }, rien que pour toi ; le lien est valable { $time } : { $url }
web-link-watch = Le plateau de la partie { $game }, pour la regarder ; le lien est valable { $time } : { $url }
web-off = Le plateau web n'est pas activé pour ce bot. Joue avec les boutons et `/move` ; la personne qui gère le bot peut l'activer (WEB_SECRET et WEB_PUBLIC_URL).
button-board = Plateau
button-analyse = Analyser
# La console (`local --web`).
web-serving = Les parties sont aussi sur un plateau web dans ton navigateur, où l'on joue en touchant les pièces : l'adresse de chaque partie s'affiche quand elle commence, et aussi avec `game` et `board`.
web-game-link = Partie { $game } dans le navigateur, jouée depuis ce clavier par le camp au trait : { $url }
web-game-link-player = { $name } ({ $colour }), depuis son propre appareil : { $url }
web-game-link-watch = Pour la regarder : { $url }
web-port-taken = Le port { $port } ne peut pas servir le plateau web ({ $reason }) : choisis-en un autre avec `--port`, ou retire `--port` pour en prendre un libre.

# Le plateau en tant qu'activité Discord (dans l'application Discord).
activity-title = Zamma
activity-outside = Cette page est le plateau de Zamma qui s'ouvre dans Discord. Ouvre-la depuis le bouton « Plateau » d'une partie sur Discord, ou depuis le lanceur d'applications.
activity-sdk-failed = Discord n'a pas permis au plateau de t'identifier. Ferme l'activité et rouvre-la depuis le bouton « Plateau » de la partie.
activity-off = Le plateau dans Discord n'est pas activé pour ce bot. Utilise plutôt le bouton « Plateau » pour obtenir un lien ; la personne qui gère le bot peut l'activer (DISCORD_CLIENT_ID et DISCORD_CLIENT_SECRET).
activity-bad-request = Le plateau n'a pas indiqué qui tu es. Ferme l'activité et rouvre-la.
activity-code-refused = Discord n'a pas confirmé qui tu es (l'identification a déjà servi ou a expiré). Ferme l'activité et rouvre-la.
activity-no-instance = Discord ne connaît pas cette activité ; elle est peut-être terminée. Rouvre-la depuis le bouton « Plateau » de la partie.
activity-not-in-instance = D'après Discord, tu ne participes pas à cette activité. Rejoins-la d'abord depuis le salon, puis rouvre le plateau.
activity-discord-failed = Discord n'a pas répondu ; réessaie dans un instant.
activity-too-many-sign-ins = Trop de connexions à la fois. Attends une minute, puis rouvre l'activité.
activity-left = Discord ne te compte plus parmi les participants de cette activité : son plateau t'est donc fermé. Rejoins à nouveau l'activité depuis le salon pour continuer.
activity-members-only = Ceci est réservé aux personnes qui participent à une activité Discord. Ouvre le plateau depuis le bouton « Plateau » de la partie.
activity-not-this-channel = La partie { $game } ne se joue pas dans ce salon : cette activité ne peut donc pas l'afficher. Ouvre son plateau depuis son propre salon.
activity-opponent-not-here = Tu ne peux défier que quelqu'un qui participe à cette activité avec toi.
activity-games = Parties dans ce salon
activity-no-games = Aucune partie en cours ici. Défie quelqu'un ci-dessous, ou joue contre l'ordinateur.
activity-game = Partie { $game } : { $black } contre { $white }, à { $name } de jouer
activity-open = Ouvrir
activity-challenges = Défis
activity-no-challenges = Aucun défi en attente.
activity-challenge-to-you = { $name } te défie ({ $rules })
activity-challenge-from-you = Tu as défié { $name } ({ $rules }) ; en attente de réponse
activity-challenge-anyone = Ton défi lancé à n'importe qui ici ({ $rules })
activity-people = Dans cette activité
activity-alone = Personne d'autre n'est encore là. Invite quelqu'un dans l'activité, ou joue contre l'ordinateur.
activity-challenge = Défier
activity-computer = Jouer contre l'ordinateur
activity-quick = Trouver un adversaire n'importe où
activity-seek = Chercher un adversaire
activity-level = Niveau { $level }
activity-lobby = Retour aux parties de ce salon

# Le parcours (Apprendre) sur le plateau web.
learn-web-title = Apprendre le Zamma
learn-web-not-a-learner = Ce lien ouvre une partie, pas le parcours. Ouvre le parcours avec `/learn` sur Discord.
learn-web-link = Ton niveau sur le plateau web, rien que pour toi ; le lien est valable { $time } : { $url }
learn-point-goal = { $label }, fait partie de l'objectif

web-said-turn = { $name } a joué de { $from } à { $to }{ $count ->
        [0] {""}
       *[other] , en prenant { $taken }
    }{ $huffed ->
        [none] {""}
       *[other] , et a soufflé la pièce en { $huffed }
    }.
web-legal-landing = ta pièce peut s'y poser
web-sounds = Sons

web-analysis-not-yet = Cette partie est encore en cours : on pourra en parcourir les coups et l'analyser une fois qu'elle sera terminée.
web-no-such-ply = Cette partie ne va pas aussi loin (coups joués : { $plies }). Parcours-la avec les boutons sous le plateau.
web-step-first = Début de la partie
web-step-back = Coup précédent
web-step-next = Coup suivant
web-step-last = Fin de la partie
web-steps = Parcourir la partie

engine-even = La position est à peu près équilibrée
engine-slightly = { $side ->
        [black] Les Noirs sont
       *[white] Les Blancs sont
    } légèrement mieux
engine-better = { $side ->
        [black] Les Noirs ont
       *[white] Les Blancs ont
    } environ { $men ->
        [one] une pièce
       *[other] { $men } pièces
    } d'avance
engine-winning = { $side ->
        [black] Les Noirs ont
       *[white] Les Blancs ont
    } une position gagnante
engine-wins-in = { $side ->
        [black] Les Noirs gagnent
       *[white] Les Blancs gagnent
    } en { $turns ->
        [one] un coup
       *[other] { $turns } coups
    }
web-engine = { $eval } (profondeur { $depth }) : { $line }
web-graph = Courbe d'évaluation de la partie { $game } : l'avantage des Noirs au-dessus de la ligne du milieu, celui des Blancs en dessous ; un clic affiche cette position.

# The analysis board: a finished game's positions, its variations, free boards.
web-analysis-title = Plateau d'analyse
web-analysis-board = Plateau d'analyse
web-analysis-to-move = Trait aux { $colour }
web-analysis-explore = Joue n'importe quel coup pour l'explorer : il devient une variante, et la partie reste telle qu'elle était.
web-analysis-bad-link = Ce lien d'analyse est corrompu. Rouvre le plateau depuis le bot (le bouton « Analyser », ou `analyse` dans la console).
web-variation = Variante
web-variation-promote = Remonter la variante
web-variation-delete = Supprimer à partir d'ici

# Team games on the board (docs/team-games.md): a member's turn is their vote;
# only their side sees its votes and marks.
web-team-members = { $team } : { $members }
web-team-your-turn = À ton camp de jouer : pour voter, joue ton coup sur le plateau (votes exprimés : { $voted } sur { $members }). Le coup qui recueille le plus de voix est joué quand tout le monde a voté, ou quand le temps est écoulé.
web-team-so-far = Votes de ton camp pour l'instant : { $counts }.
web-team-your-vote = Ton vote : { $turn }. Tu peux le changer jusqu'au dépouillement.
web-team-their-turn = L'autre camp vote : tu verras son coup une fois les votes dépouillés.
# The number of votes drawn beside a turn's arrow.
web-team-vote-count = { $votes }
web-team-marks-hint = Clic droit ou appui long sur un point, puis sur un autre (au clavier : M sur un point, puis M sur un autre) : une flèche que seul ton camp voit (sur le même point : un cercle). Trace de nouveau une marque pour l'effacer.
web-team-marks = Marques de ton camp : { $marks }.
web-team-mark-arrow = une flèche de { $from } à { $to }
web-team-mark-ring = un cercle sur { $at }
web-team-draw = Soutenir la nulle
web-team-takeback = Soutenir la reprise
web-team-resign = Soutenir l'abandon
web-confirm-team-resign = Soutenir l'abandon de ton camp dans la partie { $game } ? Ton camp abandonne dès que la majorité de ses membres, ou son capitaine, le soutient.
web-team-tally = Lancer le dépouillement
