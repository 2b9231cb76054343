# Los textos de zamma-bot en español (neutro: España y Latinoamérica, tuteo).
# Rechazos, resultados y sucesos de partida que el servicio devuelve como
# datos y que todas las interfaces (Discord, la consola) redactan igual.
# Un archivo por idioma; los identificadores son comunes.
#
# Glosario (términos del juego según el texto español de referencia):
#   Zamma, Damma, Srand, Dhamet       nombres del juego (sin traducir)
#   man                  peón (peones)
#   mullah / sultan      sultán (sultanes); se corona al terminar en la última fila
#   piece                ficha
#   point                casilla (cruce del tablero donde va una ficha)
#   move (noun)          jugada; (verbo) mover, jugar
#   capture / take       captura / capturar; captura múltiple (capture chain)
#   majority rule        ley de la cantidad (la regla: capturar el máximo de fichas)
#   count (win on count) recuento de fichas; nunca «tablas» para una partida ganada por recuento
#   huff                 soplar (en la notación se escribe `huff d4, c3-c4`)
#   draw                 tablas (ofrecer tablas, quedar en tablas)
#   resign               abandonar
#   abort                anular (partida anulada, no cuenta)
#   challenge            desafío / desafiar
#   rated / casual       puntuable / amistosa
#   rating               puntuación
#   opponent             rival
#   the computer         la máquina (nunca «ordenador»)
#   Black / White        Negras / Blancas, siempre con mayúscula (con artículo: «las Negras»)
#   preset               variante (p. ej. la variante sahara)
#   stall rule           regla de estancamiento
#   ply / turn           jugada (nunca «movimiento»); Move 12 = Jugada 12
#   leaderboard          clasificación (de problemas: «Clasificación de problemas»)
#   standings            clasificación (del torneo)
#   puzzle               problema
#   tournament / round   torneo / ronda
#   quick pairing        emparejamiento rápido
#   seek                 la de otro, en /lobby: partida en espera (lista: «Partidas en espera»);
#                        la propia: búsqueda (buscar partida); take a seek = unirse a una partida en espera
#   block                bloquear
#   comandos y opciones de Discord: conservan su nombre inglés (/move, /challenge…)

## Colours and outcomes

colour-black = Negras
colour-white = Blancas

draw-reason-agreement = por acuerdo
draw-reason-repetition = por triple repetición
draw-reason-stall = por la regla de estancamiento (demasiado tiempo sin capturas ni avances de peón)

outcome-draw = Tablas { $reason }
outcome-no-moves = Ganan las { $winner }: las { $loser } no tienen ninguna jugada legal
outcome-no-pieces = Ganan las { $winner }: a las { $loser } no les queda ninguna ficha
outcome-resignation = Ganan las { $winner }: las { $loser } abandonaron
outcome-timeout = Ganan las { $winner }: las { $loser } se quedaron sin tiempo
outcome-count = Ganan las { $winner } por recuento de fichas: la partida terminó { $reason } y las { $winner } tienen más fichas

## How a game ended, with the rating changes it caused

end-win = Gana { $name } ({ $colour }){ $how ->
        [no-moves] : las { $loser } no tienen ninguna jugada legal.
        [no-pieces] : a las { $loser } no les queda ninguna ficha.
        [resignation] : las { $loser } abandonaron.
        [timeout] : las { $loser } se quedaron sin tiempo.
       *[count] {""} por recuento de fichas: la partida terminó { $draw } y las { $colour } tienen más fichas.
    }
end-draw = { $outcome }.
end-aborted = { $name } anuló la partida #{ $game }; no cuenta.
end-tournament-cancelled = Se anuló la partida #{ $game } porque se canceló su torneo; no cuenta.
# Cambio de puntuación de un jugador: nombre, puntuación antes y después
# (con ? mientras es provisional) y la diferencia con su signo.
rating-change = { $name }: { $before } → { $after }{ $provisional ->
        [yes] ?
       *[no] {""}
    } ({ $delta }).

## Refusals: why, and what to do instead

refusal-self-challenge = No puedes desafiarte a ti mismo; elige a otra persona.
refusal-rated-from-position = Una partida desde una posición preparada no puede ser puntuable: hazla amistosa (rated: no).
refusal-bot-opponent = { $name } es un bot y no puede aceptar desafíos; para jugar contra la máquina, usa `{ $prefix }play-ai`.
refusal-already-challenged = Ya tienes un desafío abierto con { $name }; espera su respuesta o cancélalo primero.
refusal-too-many-games = { $name } ya tiene { $limit ->
        [one] { $limit } partida en curso, el máximo permitido; hay que terminarla
       *[other] { $limit } partidas en curso, el máximo permitido; hay que terminar una
    } antes de empezar otra.
refusal-bad-rules = Esas reglas no son válidas: { $reason }.
refusal-bad-move-time = `{ $text }` no es un tiempo por jugada válido; escribe, por ejemplo, 30m, 12h o 3d (de 5m a 7d).
refusal-move-time-out-of-range = Un tiempo por jugada de { $time } no es posible aquí: elige uno entre { $min } y { $max }, escrito, por ejemplo, 30m, 12h o 3d.
refusal-bad-level = No existe el nivel { $level }; la máquina tiene niveles del 1 (principiante) al 5 (el más fuerte).
refusal-computer-not-bot = La cuenta que hace de máquina tiene que ser una cuenta de bot.
refusal-no-such-challenge = Ese desafío no existe; puede que se haya eliminado.
refusal-challenge-closed = Este desafío ya { $status ->
        [accepted] fue aceptado
        [declined] fue rechazado
        [cancelled] fue cancelado
       *[expired] caducó
    }.
refusal-challenge-expired = Este desafío caducó; envía uno nuevo.
refusal-not-challenged = Solo { $name } puede responder a este desafío.
refusal-not-challenger = Solo { $name }, que envió este desafío, puede cancelarlo.
refusal-challenge-taken = { $name } aceptó este desafío antes que tú; ya no está disponible. Lanza tú un desafío.
refusal-own-challenge = Es tu propio desafío; espera a que otra persona lo acepte, o cancélalo.
refusal-outside-rating-range = Este desafío está abierto a jugadores con puntuación { $which ->
        [both] de { $min } a { $max }
        [min] de { $min } o más
       *[max] de { $max } o menos
    }, y tu puntuación es { $rating }. Puedes desafiar directamente a ese jugador.
refusal-bad-rating-range = La puntuación mínima ({ $min }) es mayor que la máxima ({ $max }); intercámbialas.
refusal-outside-entry-range = Este torneo está abierto a jugadores con puntuación { $which ->
        [both] de { $min } a { $max }
        [min] de { $min } o más
       *[max] de { $max } o menos
    }, y tu puntuación es { $rating }. `{ $prefix }tournament list` muestra los demás torneos del servidor.
refusal-not-a-pool = El emparejamiento rápido no tiene partidas de { $time } por jugada: elige entre { $pools }.
refusal-in-quick-game = Ya estás jugando una partida del emparejamiento rápido (#{ $id }): termínala antes de buscar otra.
refusal-seek-gone = Esa partida en espera ya no está disponible: ya encontró rival, se canceló o terminó. Vuelve a mirar `{ $prefix }lobby` o busca tú una partida con `{ $prefix }play`.
refusal-own-seek = Esa partida en espera es tuya; espera a que alguien se una o cancélala.
refusal-seek-outside-range = Esta partida en espera es para jugadores con puntuación { $which ->
        [both] de { $min } a { $max }
        [min] de { $min } o más
       *[max] de { $max } o menos
    }, y tu puntuación es { $rating }. Únete a otra en `{ $prefix }lobby` o busca tú una partida con `{ $prefix }play`.
refusal-block-self = No puedes bloquearte a ti mismo.
refusal-rematch-elsewhere = Tu rival jugó esta partida desde otro lugar, adonde no llega un desafío hecho aquí: busca otra partida con `{ $prefix }play` o únete a una partida en espera en `{ $prefix }lobby`.
refusal-already-open = Ya tienes aquí un desafío abierto a cualquiera (#{ $id }); cancélalo antes de lanzar otro.
refusal-no-puzzle-left = Ya probaste todos los problemas de la variante { $preset }; prueba otra variante o vuelve cuando haya nuevos.
refusal-puzzle-in-progress = Termina primero el problema que empezaste (o haz una jugada para acabarlo).
refusal-no-puzzle = No tienes ningún problema en curso (ese ya terminó); pide uno nuevo.
refusal-no-such-game = Esa partida no existe.
refusal-no-active-game = No tienes ninguna partida en curso aquí; desafía a alguien para empezar una.
refusal-which-game = Tienes varias partidas aquí ({ $games }); indica cuál con la opción `game`.
refusal-not-a-player = No juegas en esta partida; solo sus dos jugadores pueden intervenir en ella.
refusal-not-your-turn = No es tu turno; le toca a { $name }.
refusal-position-changed = La posición cambió antes de que llegara tu jugada (alguien acaba de jugar); mira el tablero actualizado y vuelve a intentarlo.
refusal-game-over = Esta partida ya terminó. { $outcome }.
refusal-not-finished = Esta partida aún no ha terminado: podrás pedir el análisis cuando termine.
refusal-still-playing = Esta partida sigue en juego: podrás pedir la revancha cuando termine.
refusal-busy = Ya se está calculando un análisis para ti: de uno en uno, por favor. Vuelve a pedirlo cuando haya llegado.
refusal-computer-thinking = La máquina está pensando su jugada: vuelve a ofrecer tablas cuando haya jugado.
draw-declined-computer = La máquina (nivel { $level }) cree estar mejor en la partida #{ $game } y sigue jugando.
refusal-game-aborted = Esta partida ya terminó: fue anulada.
refusal-no-draw-offer = No hay ninguna oferta de tablas a la que responder; si quieres, puedes ofrecerlas tú.
refusal-own-draw-offer = Fuiste tú quien ofreció las tablas; tiene que responder tu rival.
refusal-takeback-rated = Solo se pueden deshacer jugadas en las partidas amistosas y contra la máquina; en una partida puntuable, toda jugada es definitiva.
refusal-nothing-to-take-back = No tienes ninguna jugada que deshacer: solo puedes deshacer tu última jugada, y antes de que juegue tu rival.
refusal-no-takeback = Nadie ha pedido deshacer una jugada en esta partida.
refusal-own-takeback = Fuiste tú quien pidió deshacer la jugada; tiene que responder tu rival.
refusal-too-late-to-abort = Una partida solo se puede anular antes de que ambos jugadores hayan movido; si quieres terminarla, tienes que abandonar.
refusal-no-such-tournament = Ese torneo no existe en este servidor; `{ $prefix }tournament list` muestra los que hay.
refusal-no-tournament = No hay ningún torneo abierto ni en juego en este servidor; crea uno con `{ $prefix }tournament create`.
refusal-which-tournament = Aquí hay varios torneos abiertos o en juego ({ $tournaments }); indica cuál con la opción `tournament`.
refusal-tournament-server-only = Los torneos se juegan en servidores; crea uno en un canal de un servidor.
refusal-bad-entry-limit = Un torneo admite de { $min } a { $max } jugadores; elige un límite de inscritos dentro de ese rango.
refusal-bad-rounds = Un torneo por sistema suizo tiene de 1 a { $max } rondas; elige un número dentro de ese rango.
refusal-bad-round-time = `{ $text }` no es una duración de ronda válida: una ronda dura como mínimo el tiempo por jugada y como máximo { $max }; escribe, por ejemplo, 12h o 3d.
refusal-bad-start-delay = `{ $text }` no es un plazo de inicio válido: un torneo puede empezar automáticamente como máximo dentro de { $max }; escribe, por ejemplo, 30m, 12h o 3d, o deja la opción vacía y pon tú en marcha el torneo.
refusal-tournament-full = Este torneo está completo ({ $limit } jugadores); pide al organizador que amplíe el límite o inscríbete en el próximo.
refusal-already-entered = Ya participas en este torneo.
refusal-not-entered = No participas en este torneo; inscríbete con `{ $prefix }tournament join` mientras las inscripciones estén abiertas.
refusal-entries-closed = Este torneo ya empezó: nadie puede inscribirse ni salir. Para dejar de jugar en él, usa `{ $prefix }tournament withdraw`.
refusal-not-organiser = Solo { $name }, que organiza este torneo, o alguien que pueda gestionar el servidor puede hacer eso.
refusal-too-few-entrants = Un torneo necesita al menos 2 jugadores para empezar, y este tiene { $count }; espera a que se inscriban más.
refusal-tournament-not-running = { $status ->
        [open] Este torneo aún no ha empezado.
        [finished] Este torneo ya terminó.
       *[cancelled] Este torneo fue cancelado.
    }
refusal-tournament-over = { $status ->
        [finished] Este torneo ya terminó; `{ $prefix }tournament standings` muestra cómo acabó.
       *[cancelled] Este torneo fue cancelado.
    }
refusal-already-withdrawn = Ya te retiraste de este torneo.
refusal-tournament-game = Una partida de torneo no se puede anular: abandónala o, si eres quien organiza el torneo, cancélalo.
refusal-input-too-long = { $what ->
        [move] La jugada es demasiado larga
        [tournament-name] El nombre del torneo es demasiado largo
       *[rules] El texto de opciones de reglas es demasiado largo
    } (máximo { $max ->
        [one] { $max } carácter
       *[other] { $max } caracteres
    }).
refusal-unavailable = La base de datos de partidas no está disponible en este momento; inténtalo de nuevo en un momento.
refusal-internal = Algo salió mal por nuestra parte; el problema quedó registrado. Inténtalo de nuevo.

## A game in a list

game-state-to-move = turno de { $name }
game-state-draw = tablas
game-state-won = { $winner ->
        [black] ganaron las Negras
       *[white] ganaron las Blancas
    }
game-state-aborted = anulada

## Why the rules refuse a turn (each with the figures it names)

# $colour es «Negras» o «Blancas» (colour-black / colour-white).
piece = { $kind ->
        [mullah] sultán
       *[man] peón
    } { $side ->
        [black] negro
       *[white] blanco
    }
pieces = { $count ->
        [one] 1 ficha
        [many] { $count } fichas
       *[other] { $count } fichas
    }

illegal-empty = Falta la jugada: escribe, p. ej., c3-c4 o c3xe5.
illegal-too-long = Esa jugada tiene más de { $max ->
        [one] { $max } carácter
       *[other] { $max } caracteres
    }.
illegal-syntax = No entiendo la jugada `{ $text }`; escribe las casillas así: c3-c4, o c3xe5xg3 para una captura múltiple.
illegal-off-board = { $point } no es una casilla del tablero de { $board }.
illegal-one-point = Una jugada necesita una casilla de salida y una de llegada, p. ej. { $point }-….
illegal-no-piece = No hay ninguna ficha en { $at }.
illegal-not-your-piece = En { $at } hay un { $piece }, pero es el turno de las { $turn }.
illegal-no-legal-moves = Las { $turn } no tienen ninguna jugada legal.
illegal-same-square = Una jugada no puede terminar en la misma casilla donde empieza ({ $at }).
illegal-no-line = { $from } y { $to } no están unidas por ninguna línea del tablero.
illegal-backwards = Los peones no pueden moverse hacia atrás ni lateralmente ({ $from }-{ $to }); eso solo se permite al capturar.
illegal-man-one-step = Un peón solo avanza una casilla cada vez (la jugada { $from }-{ $to } es demasiado larga); solo el sultán vuela.
illegal-occupied = La casilla { $at } está ocupada.
illegal-blocked = El camino de { $from } a { $to } está bloqueado en { $at }.
illegal-capture-compulsory = La captura es obligatoria: { $example } captura { $pieces }.
illegal-must-take-max = Tienes que capturar el máximo ({ $pieces }), p. ej., con { $example }.
illegal-no-such-chain = No hay ninguna captura { $text } en esta posición.
illegal-not-legal = { $text } no es una jugada legal en esta posición.
illegal-ambiguous = La jugada `{ $text }` es ambigua; puede ser cualquiera de estas: { $matches }.
illegal-game-over = La partida ya terminó. { $outcome }.
illegal-huff-not-in-rules = Solo se puede soplar en las partidas con `majority=huff` (p. ej., en la variante sahara).
illegal-nothing-to-huff = No hay nada que soplar: solo puedes soplar justo después de una jugada en la que tu rival no capturó el máximo.
illegal-cannot-huff = No puedes soplar la ficha de { $at }; puedes soplar: { $allowed }.
illegal-huff-without-move = Después de soplar, haz también tu jugada, p. ej. `huff d4, c3-c4`.
illegal-huff-syntax = Para soplar escribe `huff <casilla>, <jugada>`, p. ej. `huff d4, c3-c4` (soplas la ficha de d4 y juegas c3-c4).
illegal-size-mismatch = Las reglas usan un tablero de { $rules }, pero la posición es de un tablero de { $position }.

## Imágenes del tablero: el pie bajo el tablero y la descripción (texto
## alternativo) que lee un lector de pantalla.
caption-to-move = Juegan las { $colour }
caption-start = Inicio
caption-ply = { $number } { $colour } { $turn }
caption-ply-end = { $number } { $colour } { $turn } · { $result }
caption-wins = Ganan las { $colour }
caption-draw = Tablas
board-alt-head = Tablero de Zamma, partida { $game }, jugada { $move }.
board-alt-to-move = Juegan las { $colour }.
board-alt-over = Partida terminada. { $result }.
board-alt-last = Última jugada: las { $colour } jugaron { $turn }.
board-alt-last-capture = Última jugada: las { $colour } jugaron { $turn } y capturaron { $taken }.
board-alt-mullahs = { $count ->
        [one] Una de ellas era un sultán.
       *[other] { $count } de ellas eran sultanes.
    }
board-alt-huff = Justo antes de la última jugada, se sopló la ficha de { $point }.
board-alt-counts = Las Negras tienen { $black }; las Blancas, { $white }.

## A review's board, and what the review says about one turn.
caption-review = { $number } { $colour } { $turn } · mejor: { $best }
caption-review-best = { $number } { $colour } { $turn } · la elección de la máquina
caption-review-forced = { $number } { $colour } { $turn } · la única jugada legal
board-alt-review = Tablero de Zamma, partida { $game }, antes de la jugada { $ply }: las { $colour } jugaron { $turn } (flecha continua).
board-alt-review-better = La máquina habría preferido { $best } (flecha discontinua).
review-turn-played = { $number } Las { $colour } ({ $player }) jugaron { $turn }.
review-turn-blunder = Un error grave (??): pierde { $loss } peones respecto a la mejor jugada.
review-turn-mistake = Un error (?): pierde { $loss } peones respecto a la mejor jugada.
review-turn-inaccuracy = Una imprecisión (?!): pierde { $loss } peones respecto a la mejor jugada.
review-turn-close = Casi tan buena como la mejor jugada: menos de medio peón de diferencia.
review-turn-best = La máquina también habría elegido esta jugada.
review-turn-forced = Era la única jugada legal: no se juzga.
review-turn-better = La máquina habría preferido { $best }.
review-turn-better-drawn = La máquina habría preferido { $best } (flecha discontinua en el tablero).
review-turn-eval = Evaluación para las Negras, en peones: { $before } antes, { $after } después.

## Por qué se rechaza un texto de reglas (variante y opciones): la razón dentro de refusal-bad-rules.
rules-error-empty = las reglas están vacías; indica una variante, como `zamma`
rules-error-too-long = el texto de las reglas pasa de { $max } caracteres
rules-error-unknown-preset = no existe la variante `{ $preset }`; elige entre zamma, dhamet (o srand), sahara, zamma5
rules-error-missing-value = la opción `{ $option }` necesita un valor; escríbela así: `{ $option }=<valor>`
rules-error-unknown-option = no existe la opción `{ $option }`; las opciones son removal, landing, majority, count, stall, board
rules-error-bad-value = `{ $value }` no es un valor válido para `{ $option }`; usa { $expected }
rules-error-either = `{ $first }` o `{ $second }`
rules-error-plies = un número de jugadas entre 0 (sin límite) y { $max }
rules-error-repeated = la opción `{ $option }` aparece dos veces
board-alt-mullah-alone = Era un sultán.

## Problemas

puzzle-title = Problema { $id } · puntuación { $rating }
puzzle-find = Juegan las { $colour }: encuentra la jugada ganadora{ $steps ->
        [1] .
       *[other] {""} (jugada { $step } de { $steps }).
    }
puzzle-right = Correcto: { $played }. La máquina responde { $reply }; encuentra la siguiente jugada.
puzzle-solved = ¡Resuelto: { $played }! Temas: { $themes }.
puzzle-wrong = Esa no: { $played }. La jugada ganadora era { $solution }.
puzzle-rating = Tu puntuación de problemas: { $rating } ({ $delta }); racha: { $streak }.
puzzle-unrated = Ya habías probado este problema, así que tu puntuación de problemas sigue en { $rating }.
puzzle-theme = { $theme ->
        [multi-capture] captura múltiple
        [mullah] sultán
        [sacrifice] sacrificio
        [majority] ley de la cantidad
        [huff] soplo
       *[endgame] final
    }
puzzle-leaders-title = Clasificación de problemas
puzzle-leader = { $rank }. { $name } — { $rating } · resueltos: { $solved } · mejor racha: { $best }
puzzle-leaders-empty = Nadie ha resuelto todavía un problema.

## Torneos

# Vocabulario (torneos): round → ronda, pairings → emparejamientos, bye → descanso,
# forfeit → incomparecencia, tie (de copa) → eliminatoria, board (número) → mesa,
# seed → cabeza de serie, withdraw → retirarse, round robin → todos contra todos.

tournament-name-default = Torneo #{ $id }
tournament-format = { $format ->
        [robin] todos contra todos
        [double-robin] todos contra todos a doble vuelta
        [swiss] sistema suizo
       *[cup] copa eliminatoria
    }
tournament-status = { $status ->
        [open] Inscripciones abiertas
        [running] Ronda { $round } de { $rounds }
        [finished] Terminado
       *[cancelled] Cancelado
    }
tournament-settings = { $format } · { $rules } · { $time } por jugada · cada ronda dura como máximo { $round_time } · { $rated ->
        [yes] partidas puntuables
       *[no] partidas amistosas
    }
tournament-entries = Jugadores: { $count } de { $max }
tournament-entry-range = Abierto a jugadores con puntuación { $which ->
        [both] de { $min } a { $max }
        [min] de { $min } o más
       *[max] de { $max } o menos
    }.
tournament-starts = Inicio: { $when }, o antes si lo pone en marcha quien lo organiza.
tournament-starts-by-organiser = Inicio: cuando lo ponga en marcha { $organiser }, que lo organiza.
tournament-decider = Una eliminatoria que termina en tablas se repite con los colores cambiados; si vuelve a acabar en tablas, pasa { $decider ->
        [pieces] quien conserve más fichas (si empatan, el mejor cabeza de serie)
       *[seed] el mejor cabeza de serie
    }.
tournament-round-deadline = Las partidas de la ronda { $round } que no hayan terminado al vencer el plazo ({ $when }) se deciden como si a quien le toca jugar se le hubiera acabado el tiempo.
tournament-list-line = { $name } · { $format } · { $status }
tournament-entry = { $what ->
        [created] { $tournament }: { $name } creó el torneo; inscríbete con `/tournament join`.
        [joined] { $tournament }: { $name } se inscribió (jugadores: { $count } de { $max }).
        [left] { $tournament }: { $name } salió del torneo (jugadores: { $count } de { $max }).
        [withdrew] { $tournament }: { $name } se retiró del torneo; pierde la partida en curso y no juega más en él.
       *[cancelled] { $tournament }: { $name } canceló el torneo.
    }
tournament-round = { $tournament }: empieza la ronda { $round } de { $rounds }. ¡Suerte!
tournament-rematch = { $tournament }: la eliminatoria entre { $black } y { $white } terminó en tablas; se vuelve a jugar con los colores cambiados.
tournament-finished = { $tournament }: el torneo terminó. ¡Lo ganó { $winner }!
tournament-place = { $rank ->
        [2] Segundo puesto
       *[3] Tercer puesto
    }: { $name }.
tournament-finished-no-winner = { $tournament }: el torneo terminó.
tournament-cancelled-empty = { $tournament }: el torneo se canceló porque, a la hora de empezar, había menos de dos jugadores inscritos.
pairing-playing = en juego
pairing-bye = descanso
pairing-forfeit = { $result } (incomparecencia)
pairing-line = Mesa { $board }: { $black } (Negras) – { $white } (Blancas) · { $result }
pairing-line-again = Mesa { $board }, de nuevo: { $black } (Negras) – { $white } (Blancas) · { $result }
pairing-line-bye = Mesa { $board }: { $player } · descanso
standings-title = { $round ->
        [0] { $tournament }: clasificación
       *[other] { $tournament }: clasificación tras la ronda { $round }
    }
standings-rank = #
standings-player = Jugador
tournament-players = Participantes
standings-points = Puntos
standings-buchholz = Buchholz
standings-sb = S-B
standings-games = Partidas
standings-reached = Ronda
standings-withdrawn = (se retiró)
cup-final = Final
cup-semi-finals = Semifinales
cup-quarter-finals = Cuartos de final
cup-round = Ronda { $round }
standings-more = …y { $count } más en la imagen.

## Números, duraciones y listas, como los escribe el español ($n es una cantidad).
## Una duración: sus días, horas y minutos, unidos con duration-two o duration-three.

duration-days = { $n ->
        [one] { $n } día
       *[other] { $n } días
    }
duration-hours = { $n ->
        [one] { $n } hora
       *[other] { $n } horas
    }
duration-minutes = { $n ->
        [one] { $n } minuto
       *[other] { $n } minutos
    }
duration-seconds = { $n ->
        [one] { $n } segundo
       *[other] { $n } segundos
    }
duration-two = { $first } y { $second }
duration-three = { $first }, { $second } y { $third }
time-in = dentro de { $duration }
time-ago = hace { $duration }
time-in-a-moment = en un momento
time-just-now = hace un momento
number-percent = { $n } %
list-separator = {", "}
list-and = {" y "}
list-or = {" o "}
rating-provisional = { $rating }?
streak-none = sin racha
streak-wins = { $n ->
        [one] { $n } victoria
       *[other] { $n } victorias seguidas
    }
streak-losses = { $n ->
        [one] { $n } derrota
       *[other] { $n } derrotas seguidas
    }

# El curso (Learn). Los textos propios de sus etapas y niveles están en learn.ftl.
refusal-no-such-level = El curso no tiene ningún nivel `{ $id }`. Elige uno de la lista, o usa `{ $prefix }learn` sin opciones para seguir donde lo dejaste.
refusal-no-level = Ahora no estás jugando ningún nivel del curso. Usa `{ $prefix }learn` para seguir donde lo dejaste.
learn-stage-heading = Etapa { $number } de { $stages }: { $title }
learn-level-heading = Nivel { $number } de { $levels } · par: { $par ->
        [one] { $par } jugada
       *[other] { $par } jugadas
    }
learn-best = Tu mejor resultado: { $turns ->
        [one] { $turns } jugada
       *[other] { $turns } jugadas
    }, { $stars ->
        [1] ★☆☆
        [2] ★★☆
       *[other] ★★★
    }.
learn-alt = El tablero del nivel { $level } de la etapa { $stage }, visto desde tu lado, con el objetivo marcado.
learn-level-choice = { $stage }.{ $level } · { $goal }
learn-played = Jugaste { $turn }.
learn-played-reply = Jugaste { $turn }; el otro bando respondió { $reply }.
learn-done = Conseguido en { $turns ->
        [one] { $turns } jugada
       *[other] { $turns } jugadas
    } (par { $par }): { $stars ->
        [1] ★☆☆ — objetivo cumplido; con menos jugadas, ganas más estrellas.
        [2] ★★☆ — muy cerca del par.
       *[other] ★★★ — ¡hiciste par!
    }
learn-stage-done = Terminaste la etapa «{ $title }».
learn-course-done = Has terminado todo el curso: { $stars } estrellas de { $max }. ¿Y ahora? Una partida contra la máquina en el nivel { $level }, el emparejamiento rápido para encontrar rival en cualquier parte, o problemas de partidas reales.
learn-failed-lost = No te queda ninguna jugada: la partida está perdida, así que el nivel vuelve a empezar. Prueba de otra manera.
learn-failed-drawn = La partida terminó en tablas antes de cumplir el objetivo, así que el nivel vuelve a empezar.
learn-failed-ended = La partida terminó antes de cumplir el objetivo, así que el nivel vuelve a empezar. Busca un camino que lo cumpla antes.
learn-failed-off-script = Esa jugada se aparta de la línea que enseña este nivel, así que vuelve a empezar. Busca la jugada que cumple el objetivo.
learn-failed-too-long = Necesitaste muchas más jugadas de las que pide el nivel, así que vuelve a empezar. La pista puede ayudarte.
learn-failed-not-the-move = { $turn } no es la jugada que pide este nivel: con ella no se cumple el objetivo dentro del par. El nivel vuelve a empezar; busca la única jugada que lo consigue.
learn-failed-not-the-move-refuted = { $turn } no es la jugada que pide este nivel: el otro bando responde { $reply } y el objetivo ya no se puede cumplir dentro del par. El nivel vuelve a empezar; busca la única jugada que funciona.
learn-progress-title = Aprende a jugar al Zamma — estrellas: { $stars } de { $max }
learn-progress-stage = { $number }. { $title }: { $done } de { $levels ->
        [one] { $levels } nivel
       *[other] { $levels } niveles
    }, { $stars ->
        [one] { $stars } estrella
       *[other] { $stars } estrellas
    }
learn-progress-next = Siguiente nivel: { $title }
learn-button-hint = Pista
learn-button-restart = Empezar de nuevo
learn-button-again = Jugarlo otra vez
learn-button-next = Siguiente nivel
learn-button-continue = Continuar
learn-button-stages = Etapas
learn-button-computer = Jugar contra la máquina (nivel { $level })
learn-suggest = ¿Aún no conoces el Zamma? `/learn` enseña el juego en niveles cortos, jugados en un tablero de verdad: desde la primera jugada hasta el sultán volador.
learn-heading = { $stage } · { $level }

## Emparejamiento rápido: buscar rival en cualquier parte, y la lista de partidas en espera (lobby).
seek-pool = { $rules }, { $time } por jugada, { $rated ->
        [yes] puntuable
       *[no] amistosa
    }
seek-looking = Buscando rival…
seek-pool-line = • { $pool }: { $others ->
        [0] todavía no espera nadie más
        [one] espera otra persona
       *[other] esperan otras { $others } personas
    }
seek-range = { $which ->
        [both] Solo jugadores con puntuación de { $min } a { $max }.
        [min] Solo jugadores con puntuación de { $min } o más.
       *[max] Solo jugadores con puntuación de { $max } o menos.
    }
seek-range-short = { $which ->
        [both] { $min }–{ $max }
        [min] { $min }+
       *[max] hasta { $max }
    }
seek-ends = La búsqueda termina { $when } si antes no aparece nadie; puedes cancelarla en cualquier momento.
seek-paired = Rival encontrado: juegas contra { $opponent } ({ $rating }) en la partida #{ $id }, { $pool }. La partida se muestra aquí.
seek-expired = En { $time } no apareció nadie para jugar. Juega ahora contra la máquina en el nivel { $level } (acorde con tu puntuación) o vuelve a buscar más tarde.
seek-cancelled = Dejaste de buscar partida.
seek-nothing-to-cancel = No había nada que cancelar: tu búsqueda ya había encontrado rival o ya había terminado.
quick-start = Emparejamiento rápido: { $black } ({ $black_rating }) con las Negras contra { $white } ({ $white_rating }) con las Blancas, { $pool }.
lobby-title = Partidas en espera: { $count }
lobby-empty = Ahora mismo nadie está buscando partida. Busca tú una partida: te llegará un aviso en cuanto aparezca alguien.
lobby-line = { $pool } · puntuación { $rating } · publicada { $since }
lobby-line-range = { " " }· rivales: { $range }
lobby-line-yours = { $line } (tuya)

refusal-engine-full = El motor está analizando para mucha gente ahora mismo: vuelve a esta posición dentro de un momento.
refusal-no-line-in-time = El motor dedicó todo su tiempo en esta posición a enumerar sus jugadas (un sultán volador entre muchas fichas dispersas genera miles de capturas múltiples) y no encontró ninguna continuación: analiza una posición con menos fichas alrededor del sultán.
refusal-live-position = Esa posición es la de la partida { $game }, que todavía se está jugando: el motor no ayuda en ninguna partida en curso. Analízala cuando la partida termine.
refusal-bad-position = No se puede leer esa posición: { $reason }. Copia de nuevo el texto de la posición o déjalo vacío para empezar desde la posición inicial.
refusal-too-many-turns = Esa posición tiene { $count } jugadas legales, más de las { $max } que admiten el tablero y el motor: prepara una posición con menos (un sultán volador entre muchas fichas dispersas genera miles).
refusal-positions-too-fast = Las posiciones llegan más rápido de lo que el tablero puede leerlas: espera a que aparezca la última y sigue.
position-error-too-long = el texto tiene más de { $max } caracteres
position-error-missing-turn = falta indicar a qué bando le toca mover: termina el texto con un espacio y `b` (Negras) o `w` (Blancas)
position-error-bad-turn = `{ $text }` no indica a qué bando le toca mover; escribe `b` o `w`
position-error-rank-count = tiene { $count ->
        [one] una sola fila
       *[other] { $count } filas
    }; un tablero tiene 9 filas separadas por `/` (5 el tablero pequeño)
position-error-rank-length = la fila { $rank } describe { $points ->
        [one] una casilla
       *[other] { $points } casillas
    }; debe describir exactamente { $expected }
position-error-bad-char = la fila { $rank } contiene `{ $char }`; usa b y B (peón y sultán negros), w y W (peón y sultán blancos) para las fichas, y cifras para las casillas vacías
position-error-far-rank = el peón de las { $side } en { $square } está en su fila de coronación; escríbelo como sultán (B para las Negras, W para las Blancas)
position-error-too-many = las { $side } tienen { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }; un bando tiene como máximo { $max } en este tablero

# Team games (docs/team-games.md): each side played by many, by vote.
refusal-not-a-team-game = Esa partida no es por equipos: solo juegan en ella sus dos jugadores.
refusal-not-a-team-member = No estás en ninguno de los dos equipos de esta partida: únete primero a uno (`{ $prefix }team join black` o `{ $prefix }team join white`) y luego vota.
refusal-not-your-teams-turn = Les toca a las { $side }: tu equipo votará cuando el otro haya jugado.
refusal-already-on-team = Ya estás en el equipo de las { $side } de esta partida: cada persona juega por un solo bando.
refusal-not-captain = Solo el capitán del equipo puede adelantar el recuento; si no, se hace cuando han votado todos los miembros o cuando se acaba el tiempo.
refusal-vote-too-late = Esa jugada ya pasó por el recuento y ya se ha jugado: vota en la nueva posición.
refusal-team-role-only = El equipo de las { $side } es solo para quienes tienen el rol { $role }: pídeselo a los administradores del servidor, o únete al otro bando.
refusal-team-of-other-server = El equipo de las { $side } lo forman los miembros del otro servidor: únete al bando de este servidor.
refusal-team-challenge-unknown = No hay ningún desafío entre servidores con ese código (cada código vale solo un día): compruébalo con el otro servidor o desafíalo tú con `/team challenge`.
refusal-team-challenge-taken = Ese código ya se usó para empezar una partida, y cada código sirve para una sola: pide uno nuevo al otro servidor.
refusal-team-challenge-same-server = Ese código se creó en este servidor: son los miembros de otro servidor quienes lo usan para aceptar el desafío, en uno de sus canales.
refusal-bad-marks = Las marcas del tablero son círculos alrededor de las casillas y flechas de una casilla a otra, { $max } como máximo: borra alguna antes de trazar más.
team-motion-backed = { $name } apoya { $motion ->
    [resign] el abandono
    [takeback] deshacer la última jugada del bando
   *[draw] las tablas
}. Apoyos en el bando por ahora: { $backing } de { $members } (decide la mayoría del bando o su capitán).
team-draw-offered = { $team } — oferta de tablas: el otro bando las acepta en cuanto la mayoría de sus miembros, o su capitán, también las apoye.
team-takeback-asked = { $team } — petición de deshacer la última jugada: el otro bando acepta en cuanto la mayoría de sus miembros, o su capitán, también apoye deshacerla (`/team takeback`); hacer su jugada equivale a rechazar la petición.
team-takeback-done = { $team } — última jugada deshecha. { $team }: le toca volver a votar su jugada.
team-name-black = Equipo de las Negras
team-name-white = Equipo de las Blancas
team-captain = { $name } (capitán)
team-nobody = nadie todavía
team-tally-count = { $turn }: { $votes ->
    [one] { $votes } voto
   *[other] { $votes } votos
}
