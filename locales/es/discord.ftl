# Los textos de zamma-bot en Discord: comandos, el mensaje de la partida,
# botones, menús, listas y avisos. Las menciones `<@…>`, las horas `<t:…:R>`
# y los `/comandos` son marcado de Discord y se dejan tal cual.
# Los nombres de comandos y opciones (`-name`) se dejan en inglés, igual que
# en los textos que los citan (`/move`, `/challenge options:`…).

## Commands, their options and choices. `-name` keys are what Discord shows
## as the command's (or option's) name: lowercase, no spaces, at most 32
## letters, digits, - or _. `.desc` is its description (at most 100
## characters).

cmd-challenge-name = challenge
    .desc = Desafía a alguien, a cualquiera de aquí (sin user) o al bot para jugar contra la máquina
opt-challenge-user-name = user
    .desc = Contra quién quieres jugar (vacío: cualquiera de aquí puede aceptar)
opt-challenge-preset-name = preset
    .desc = Variante de reglas (por defecto, zamma)
opt-challenge-options-name = options
    .desc = Opciones de reglas que cambian la variante, p. ej. landing=behind count=on
opt-challenge-rated-name = rated
    .desc = Puntuable (por defecto) o amistosa
opt-challenge-colour-name = colour
    .desc = Tu color (por defecto, al azar)
opt-challenge-time-name = time
    .desc = Tiempo por jugada, p. ej. 30m, 12h, 3d (por defecto, 24h)
opt-challenge-min-rating-name = min-rating
    .desc = Para un desafío abierto: la puntuación mínima para aceptar
opt-challenge-max-rating-name = max-rating
    .desc = Para un desafío abierto: la puntuación máxima para aceptar

cmd-play-ai-name = play-ai
    .desc = Juega contra la máquina (nunca es puntuable)
opt-play-ai-level-name = level
    .desc = Del 1 (principiante) al 5 (el más fuerte); por defecto, 3
opt-play-ai-preset-name = preset
    .desc = Variante de reglas (por defecto, zamma)
opt-play-ai-options-name = options
    .desc = Opciones de reglas que cambian la variante, p. ej. landing=behind
opt-play-ai-colour-name = colour
    .desc = Tu color (por defecto, al azar)

cmd-move-name = move
    .desc = Haz una jugada en la partida que juegas aquí
opt-move-move-name = move
    .desc = Tu jugada, p. ej. c3-c4, c3xe5xg3, o salida y llegada: c3 g3
opt-move-game-name = game
    .desc = Qué partida, si juegas varias aquí

cmd-board-name = board
    .desc = Muestra el tablero de una partida
opt-board-game-name = game
    .desc = Qué partida (por defecto, la tuya de aquí)

cmd-resign-name = resign
    .desc = Abandona una partida
opt-resign-game-name = game
    .desc = Qué partida (por defecto, la tuya de aquí)

cmd-draw-name = draw
    .desc = Ofrece tablas, o acepta o rechaza las que te ofrece tu rival
opt-draw-answer-name = answer
    .desc = Ofrecer (o aceptar una oferta) o rechazar
opt-draw-game-name = game
    .desc = Qué partida (por defecto, la tuya de aquí)

cmd-abort-name = abort
    .desc = Anula una partida (un jugador, antes de que ambos hayan movido, o un admin del servidor)
opt-abort-game-name = game
    .desc = Qué partida (por defecto, la tuya de aquí)

cmd-games-name = games
    .desc = Tus partidas en curso y tus desafíos abiertos

cmd-leaderboard-name = leaderboard
    .desc = Los jugadores con mejor puntuación, aquí o en todos los servidores
opt-leaderboard-scope-name = scope
    .desc = Este servidor (por defecto), todos, o los servidores mismos por sus partidas por equipos

cmd-stats-name = stats
    .desc = Puntuación, resultados, racha y partidas recientes de un jugador
opt-stats-user-name = user
    .desc = De qué jugador (por defecto, tú)

cmd-history-name = history
    .desc = Las partidas terminadas de un jugador
opt-history-user-name = user
    .desc = De qué jugador (por defecto, tú)

cmd-export-name = export
    .desc = El registro de una partida como texto (etiquetas y jugadas numeradas)
opt-export-game-name = game
    .desc = Número de partida (por defecto, la tuya de aquí)

cmd-replay-name = replay
    .desc = Una partida como GIF animado, un fotograma por jugada
opt-replay-game-name = game
    .desc = Número de partida (por defecto, la tuya de aquí)
cmd-review-name = review
    .desc = La máquina analiza una partida terminada: errores, precisión, gráfica
opt-review-game-name = game
    .desc = Número de partida (por defecto, tu última partida terminada)

cmd-rules-name = rules
    .desc = Cómo se juega y las variantes de reglas
opt-rules-preset-name = preset
    .desc = Una sola variante (por defecto, todas)

cmd-help-name = help
    .desc = Los comandos de zamma-bot

cmd-puzzle-name = puzzle
    .desc = Problemas sacados de partidas reales: encuentra la jugada ganadora
cmd-puzzle-next-name = next
    .desc = Tu problema en curso, o uno nuevo de nivel cercano a tu puntuación de problemas
opt-puzzle-next-preset-name = preset
    .desc = Variante de reglas (por defecto, zamma)
cmd-puzzle-daily-name = daily
    .desc = El problema del día, el mismo para todos
cmd-puzzle-move-name = move
    .desc = Haz una jugada en el problema que estás resolviendo
opt-puzzle-move-move-name = move
    .desc = Tu jugada, p. ej. c3xe5xg3
cmd-puzzle-leaderboard-name = leaderboard
    .desc = Clasificación de problemas: quienes mejor los resuelven
cmd-learn-name = learn
    .desc = Aprende a jugar al Zamma: niveles cortos que enseñan el juego jugando
opt-learn-move-name = move
    .desc = Una jugada en tu nivel, p. ej. e3-e4
opt-learn-level-name = level
    .desc = El nivel que quieres jugar (por defecto, donde lo dejaste)
cmd-tournament-name = tournament
    .desc = Torneos en este servidor: todos contra todos, sistema suizo y copa eliminatoria
cmd-tournament-create-name = create
    .desc = Crea un torneo aquí; los jugadores se inscriben con /tournament join
opt-tournament-create-format-name = format
    .desc = Sistema suizo, todos contra todos (a una o dos vueltas) o copa eliminatoria
opt-tournament-create-name-name = name
    .desc = Su nombre (por defecto, Torneo #N)
opt-tournament-create-preset-name = preset
    .desc = Variante de reglas (por defecto, zamma)
opt-tournament-create-options-name = options
    .desc = Opciones de reglas que cambian la variante, p. ej. landing=behind count=on
opt-tournament-create-rounds-name = rounds
    .desc = Sistema suizo: número de rondas (por defecto, las necesarias para que haya un ganador)
opt-tournament-create-time-name = time
    .desc = Tiempo por jugada, p. ej. 30m, 12h, 3d (por defecto, 24h)
opt-tournament-create-round-time-name = round-time
    .desc = Duración máxima de una ronda, p. ej. 3d (por defecto, 40 veces el tiempo por jugada)
opt-tournament-create-rated-name = rated
    .desc = Partidas puntuables (por defecto) o amistosas
opt-tournament-create-max-players-name = max-players
    .desc = Número máximo de jugadores (de 2 a 64; por defecto, 64)
opt-tournament-create-min-rating-name = min-rating
    .desc = Puntuación mínima para inscribirse
opt-tournament-create-max-rating-name = max-rating
    .desc = Puntuación máxima para inscribirse
opt-tournament-create-starts-in-name = starts-in
    .desc = Empieza automáticamente pasado este tiempo, p. ej. 2h (por defecto, cuando lo inicies tú)
opt-tournament-create-decider-name = decider
    .desc = Copa: quién pasa si la eliminatoria acaba dos veces en tablas (por defecto, más fichas)
cmd-tournament-join-name = join
    .desc = Inscríbete en un torneo con las inscripciones abiertas
opt-tournament-join-tournament-name = tournament
    .desc = Qué torneo (por defecto, el que está abierto aquí)
cmd-tournament-leave-name = leave
    .desc = Sal de un torneo antes de que empiece
opt-tournament-leave-tournament-name = tournament
    .desc = Qué torneo (por defecto, el que está abierto aquí)
cmd-tournament-start-name = start
    .desc = Inicia un torneo ahora (solo quien lo organiza o quien pueda gestionar el servidor)
opt-tournament-start-tournament-name = tournament
    .desc = Qué torneo (por defecto, el que está abierto aquí)
cmd-tournament-withdraw-name = withdraw
    .desc = Retírate de un torneo: abandonas tu partida en curso y pierdes las siguientes por incomparecencia
opt-tournament-withdraw-tournament-name = tournament
    .desc = Qué torneo (por defecto, el de aquí)
cmd-tournament-cancel-name = cancel
    .desc = Cancela un torneo (solo quien lo organiza o quien pueda gestionar el servidor)
opt-tournament-cancel-tournament-name = tournament
    .desc = Qué torneo (por defecto, el de aquí)
cmd-tournament-standings-name = standings
    .desc = La clasificación con desempates, en una tabla (y el cuadro de una copa)
opt-tournament-standings-tournament-name = tournament
    .desc = Qué torneo (por defecto, el de aquí)
cmd-tournament-pairings-name = pairings
    .desc = Los emparejamientos y resultados de una ronda (por defecto, la actual)
opt-tournament-pairings-tournament-name = tournament
    .desc = Qué torneo (por defecto, el de aquí)
opt-tournament-pairings-round-name = round
    .desc = Qué ronda (por defecto, la actual)
cmd-tournament-list-name = list
    .desc = Los torneos de este servidor
choice-format-swiss = sistema suizo
choice-format-round-robin = todos contra todos
choice-format-double-round-robin = todos contra todos a doble vuelta
choice-format-cup = copa eliminatoria
choice-decider-pieces = más fichas restantes
choice-decider-seed = mejor cabeza de serie
cmd-settings-name = settings
    .desc = Tu idioma y los ajustes del servidor
cmd-settings-language-name = language
    .desc = El idioma en que el bot te responde
opt-settings-language-language-name = language
    .desc = Tu idioma (automático: el idioma de tu Discord)
cmd-settings-theme-name = theme
    .desc = El tema de tablero de las imágenes que solo ves tú
opt-settings-theme-theme-name = theme
    .desc = Tu tema de tablero (por defecto, arena)
cmd-settings-pings-name = pings
    .desc = Recibir o no avisos cuando el bot te menciona
opt-settings-pings-on-name = on
    .desc = Avisarme cuando me toque, me desafíen o haya un recordatorio (por defecto: sí)
cmd-settings-notifications-name = notifications
    .desc = Recibir o no por MD lo que te perdiste donde el bot no puede escribir
opt-settings-notifications-on-name = on
    .desc = Enviarme por MD los resultados y recordatorios sin esperar a mi próximo comando (por defecto: no)
cmd-settings-server-theme-name = server-theme
    .desc = (Gestionar servidor) El tema de tablero de los mensajes de partida de este servidor
opt-settings-server-theme-theme-name = theme
    .desc = El tema de tablero del servidor (por defecto, arena)
cmd-settings-server-language-name = server-language
    .desc = (Gestionar servidor) El idioma de los mensajes públicos del bot en este servidor
opt-settings-server-language-language-name = language
    .desc = El idioma del servidor (automático: el idioma de Discord del servidor)
cmd-settings-threads-name = threads
    .desc = (Gestionar servidor) Empezar cada partida aceptada en su propio hilo
opt-settings-threads-on-name = on
    .desc = Cada partida en su propio hilo (true) o en el canal del desafío (false)

choice-colour-black = Negras
choice-colour-white = Blancas
choice-colour-random = al azar
choice-draw-offer = ofrecer o aceptar
choice-draw-decline = rechazar
choice-scope-server = este servidor
choice-scope-global = todos los servidores
choice-scope-servers = los propios servidores
choice-language-auto = automático
choice-theme-default = por defecto
theme-sand = arena
theme-dark = oscuro
theme-contrast = alto contraste

## The game message

game-title = Partida #{ $game } · { $rules }
game-kind-computer = contra la máquina
game-kind-rated = puntuable
game-kind-casual = amistosa
game-footer = { $kind } · { $time } por jugada
# A time shown in words from now (for a reader whose Discord has no such language), then its date and clock time.
discord-when = { $words } ({ $at })
game-player = { $stone } { $colour }: { $player } ({ $rating })
game-player-computer = { $stone } { $colour }: { $player } (máquina, nivel { $level })
game-to-move = Jugada { $number } · le toca a { $player } ({ $colour }) · el tiempo se acaba { $deadline }
game-may-huff = { $player } puede soplar: { $points } (escribe, p. ej., `huff { $first }, …`)
game-draw-offered = { $player } ofrece tablas.
game-aborted = **Anulada** tras { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }; no cuenta.
game-finished = **{ $result }** tras { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }.
game-finished-plain = Terminada
game-last-move = Última jugada: `{ $turn }`
game-last-move-took = Última jugada: `{ $turn }` (capturó { $taken ->
        [one] { $taken } ficha
       *[other] { $taken } fichas
    })
game-captured = Fichas capturadas hasta ahora: por las Negras, { $black } · por las Blancas, { $white }
game-your-move = { $player }, te toca jugar en la partida #{ $game }.

headline-played = { $name } jugó { $turn }
headline-resigned = { $name } abandonó
headline-accepted = { $name } aceptó el desafío
headline-computer = { $name } juega contra la máquina (nivel { $level })
headline-draw-agreed = Tablas por acuerdo

button-move = Mover
button-offer-draw = Ofrecer tablas
button-accept-draw = Aceptar tablas
button-decline-draw = Rechazar tablas
button-resign = Abandonar
button-confirm-resign = Sí, abandonar
button-accept = Aceptar
button-join = Inscribirse
button-leave = Salir
button-decline = Rechazar
button-cancel = Cancelar
button-previous = ◀ Anterior
button-next = Siguiente ▶

## Draws and resignation

draw-offered = { $player } ofrece tablas en la partida #{ $game }; { $opponent }, acéptalas o recházalas con los botones o con `/draw`.
draw-declined = { $player } rechazó las tablas en la partida #{ $game }; la partida sigue.
button-takeback = Deshacer
button-accept-takeback = Permitir deshacer
button-decline-takeback = No permitir
takeback-asked = { $player } pide deshacer su última jugada en la partida #{ $game }; { $opponent }, acepta o rechaza con los botones.
takeback-declined = { $player } rechazó la petición de deshacer la jugada en la partida #{ $game }; la partida sigue.
takeback-declined-computer = La máquina (nivel { $level }) no permite deshacer jugadas; la partida sigue. (Los niveles 1 a 3 sí.)
headline-takeback = { $name } deshizo { $turns ->
        [one] su última jugada
       *[other] las últimas { $turns } jugadas
    }
resign-confirm = ¿Seguro que quieres abandonar la partida #{ $game }? Cuenta como derrota. (Descarta este mensaje para seguir jugando.)
resign-done = Abandonaste la partida #{ $game }.

## The move menu

menu-kind-man = peón
menu-kind-mullah = sultán
menu-piece = { $point } · { $kind } · { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    }
menu-piece-takes = { $point } · { $kind } · { $moves ->
        [one] 1 jugada
       *[other] { $moves } jugadas
    } · captura { $taken }
menu-move-takes = { $turn } · captura { $taken }
menu-pick-piece = Elige la ficha que quieres mover
menu-pick-move = Elige la jugada de la ficha de { $point }
menu-text-piece = Partida #{ $game }: elige la ficha que quieres mover.
menu-text-move = Partida #{ $game }: elige la jugada de la ficha de { $point } (los puntos marcan adónde puede ir).
menu-huff-hint = Puedes soplar una ficha antes de jugar: elígela en el primer menú (o escribe `/move huff d4, c3-c4`).
menu-pick-huff = ¿Soplar antes una ficha? (opcional)
menu-no-huff = No soplar
menu-huff-option = Soplar { $point }
menu-text-huffed = Partida #{ $game }: soplas la ficha de { $point } (sale del tablero con tu jugada); ahora elige la ficha que vas a mover.
menu-too-many = No caben todas las fichas en el menú; usa `/move` para las demás.
menu-played = Jugaste `{ $turn }`.
autocomplete-move-takes = { $turn } — captura { $taken }
autocomplete-game = #{ $game } { $black } vs { $white } · { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }

## Challenges

puzzle-alt = El tablero del problema { $id }, visto desde el lado de quien lo resuelve.
puzzle-piece = { $point }: { $turns ->
        [one] 1 jugada
       *[other] { $turns } jugadas
    }
puzzle-pick-turn = Tu jugada…
puzzle-next = Siguiente problema
challenge-title = Desafío #{ $id }
challenge-text = { $challenger } desafía a { $challenged } a una partida { $rated ->
        [yes] puntuable
       *[no] amistosa
    } de **{ $rules }**.
    { $challenger } juega con { $colour ->
        [black] las Negras
        [white] las Blancas
       *[random] un color elegido al azar
    }; { $time } por jugada.
challenge-expires = El desafío caduca { $when }.
challenge-closed = Este desafío { $status ->
        [accepted] fue aceptado
        [declined] fue rechazado
        [cancelled] fue cancelado
       *[expired] caducó
    }.
challenge-ratings = Puntuaciones
challenge-ping = ¡{ $player }, tienes un desafío!
challenge-declined-by = { $player } rechazó el desafío.
challenge-withdrawn-by = { $player } retiró el desafío.
challenge-thread = Partida #{ $game }: { $black } vs { $white }
challenge-moved-to-thread = La partida #{ $game } se juega en { $thread }.
challenge-accepted-below = { $player } aceptó: la partida #{ $game } empieza más abajo.
challenge-anyone = cualquiera de aquí
challenge-range = { $which ->
        [both] Abierto a jugadores con puntuación de { $min } a { $max }.
        [min] Abierto a jugadores con puntuación de { $min } o más.
       *[max] Abierto a jugadores con puntuación de { $max } o menos.
    }
challenge-expired-unanswered = El desafío de { $challenger } a { $challenged } (#{ $id }) caducó sin respuesta.

## Lists, the leaderboard, stats

list-game = **#{ $game }** { $black } ⚫ vs { $white } ⚪ · { $rules } · { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    } · { $state }
list-challenge = Desafío #{ $id }: { $challenger } → { $challenged } ({ $rules }{ $rated ->
        [yes] , puntuable
       *[no] {""}
    })
games-title = Tus partidas
games-empty = No tienes partidas en curso; desafía a alguien con `/challenge` o juega con `/play-ai`.
history-title = { $name } · partidas terminadas
history-empty = Todavía no hay partidas terminadas.
leaderboard-title-server = Clasificación · este servidor
leaderboard-title-global = Clasificación · todos los servidores
leaderboard-empty = Nadie ha terminado todavía una partida puntuable.
# G = ganadas, P = perdidas, T = tablas
leaderboard-line = `{ $rank }.` { $player } · **{ $rating }** · { $wins }G { $losses }P { $draws }T
leaderboard-page = página { $page } de { $pages }
leaderboard-title-servers = Clasificación · los servidores, por sus partidas por equipos entre ellos
leaderboard-servers-empty = Ningún servidor ha terminado todavía una partida por equipos contra otro: desafía a uno con `/team challenge`.
leaderboard-server-line = `{ $rank }.` { $team } · **{ $rating }** · { $wins }G { $losses }P { $draws }T
stats-title = { $name } · estadísticas
stats-rating = Puntuación **{ $rating }** (desviación ±{ $deviation }{ $provisional ->
        [yes] , provisional
       *[no] {""}
    })
stats-games = { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    }: { $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    }, { $losses ->
        [one] { $losses } perdida
       *[other] { $losses } perdidas
    }, { $draws } en tablas
stats-streak-none = Racha: ninguna
stats-streak-wins = Racha: { $count ->
        [one] 1 victoria
       *[other] { $count } victorias
    }
stats-streak-losses = Racha: { $count ->
        [one] 1 derrota
       *[other] { $count } derrotas
    }
stats-playing = En curso
stats-recent = Partidas recientes
export-text = La partida #{ $game } como texto:
replay-text = Repetición de la partida #{ $game }:
replay-queued = Tu repetición está en cola; hay { $ahead } por delante. Aparecerá aquí.
review-progress = Analizando la partida #{ $game }… { $percent } %
review-title = Análisis de la partida #{ $game }
review-player = { $inaccuracies ->
        [one] 1 imprecisión
       *[other] { $inaccuracies } imprecisiones
    } · { $mistakes ->
        [one] 1 error
       *[other] { $mistakes } errores
    } · { $blunders ->
        [one] 1 error grave
       *[other] { $blunders } errores graves
    } · precisión { $accuracy }
review-worst = La jugada más costosa: { $turn } (mejor: { $best })
review-no-judged = Todas sus jugadas eran forzadas (cada una era la única legal), así que no se juzga ninguna.
review-footer = Cada posición se analiza con { $nodes } nodos: la misma partida recibe el mismo análisis en cualquier parte. ?! imprecisión (medio peón perdido), ? error (un peón), ?? error grave (dos peones).
review-alt = Gráfica de evaluación de la partida #{ $game }: la ventaja de las Negras por encima de la línea central, la de las Blancas por debajo; los puntos marcan imprecisiones, errores y errores graves.
review-moment-title = Análisis de la partida #{ $game } · jugada { $number } de { $moves } ({ $colour })
review-moment-key = Momento clave { $index } de { $count }.
review-moment-graph = Gráfica de evaluación de la partida #{ $game } con la jugada { $number } ({ $colour }) marcada: la ventaja de las Negras por encima de la línea central, la de las Blancas por debajo.
review-button-summary = Resumen
review-button-key = Momento clave
review-button-turn = Jugada
button-review = Análisis
button-rematch = Revancha
refusal-review-not-kept = Este análisis ya no se conserva. Vuelve a pedirlo: `/review game:{ $game }`.

## Announcements

reminder = { $player }, la partida #{ $game } espera tu jugada; tu tiempo se acaba { $deadline }.

## Settings

settings-pings-on = A partir de ahora, recibirás un aviso cuando te toque jugar, cuando te desafíen y cuando una partida te espere.
settings-pings-off = A partir de ahora, el bot te seguirá mencionando, pero sus mensajes ya no te enviarán avisos. `/settings pings on:True` los vuelve a activar.
settings-threads-on = Las partidas de este servidor empiezan en su propio hilo.
settings-notifications-on = A partir de ahora, lo que te pierdas donde el bot no puede escribir (una partida perdida por tiempo, un recordatorio, un desafío caducado) también te llegará por mensaje directo. Discord solo lo entrega si compartes un servidor con el bot o lo añadiste a tus aplicaciones.
settings-notifications-off = A partir de ahora, lo que te pierdas donde el bot no puede escribir se te mostrará la próxima vez que uses un comando o un botón. `/settings notifications on:True` también te lo envía por mensaje directo.
settings-threads-off = Las partidas de este servidor empiezan en el canal del desafío.
settings-language-set = A partir de ahora te respondo en español.
settings-language-auto = A partir de ahora te respondo en el idioma de tu Discord.
settings-server-language-set = A partir de ahora, los mensajes de partida de este servidor van en español.
settings-server-language-auto = A partir de ahora, los mensajes de partida de este servidor siguen el idioma de Discord del servidor.
settings-theme-set = A partir de ahora, los tableros que solo ves tú se dibujan con el tema «{ $theme }».
settings-server-theme-set = A partir de ahora, los mensajes de partida de este servidor muestran el tablero con el tema «{ $theme }».

## Help

help-title = zamma-bot
help-text =
    `/challenge user` — desafía a alguien (variante, opciones, puntuable, color, tiempo por jugada); sin user, cualquiera de aquí puede aceptar (si quieres, solo jugadores en un rango de puntuación)
    `/play-ai [level] [preset]` — juega contra la máquina (niveles 1–5; nunca es puntuable)
    `/play [time]` · `/lobby` — encuentra un rival en cualquier lugar donde esté el bot (emparejamiento rápido) o únete a una partida en espera; `/block user` evita que alguien juegue contigo
    `/move move` — haz una jugada (con autocompletado), o pulsa **Mover** bajo el tablero
    `/board` · `/games` — tu partida de aquí / todas tus partidas
    `/draw` · `/resign` · `/abort` — ofrece tablas o responde a una oferta, abandona, anula antes de que ambos hayan movido
    `/leaderboard [scope]` · `/stats [user]` · `/history [user]` — clasificación, estadísticas, partidas terminadas
    `/export [game]` · `/replay [game]` — la partida como texto / como GIF animado
    `/review [game]` — el análisis de una partida terminada: errores, precisión, gráfica
    `/learn [move] [level]` — aprende el juego en niveles cortos, desde la primera jugada hasta el sultán volador
    `/puzzle next` · `/puzzle daily` · `/puzzle move` · `/puzzle leaderboard` — problemas de partidas reales: encuentra la jugada ganadora
    `/tournament create` · `join` · `start` · `standings` · `pairings` · `withdraw` — torneos en este servidor: sistema suizo, todos contra todos, copa eliminatoria
    Bajo una partida: **Deshacer** (partidas amistosas y contra la máquina); al terminar, **Análisis** y **Revancha**
    `/rules [preset]` — cómo se juega
    `/settings language` — el idioma en que te respondo
    `/settings theme` — el aspecto de los tableros que solo ves tú (arena, oscuro, alto contraste)
    `/settings pings` — si recibes avisos cuando te toca, te desafían o hay un recordatorio
    `/settings notifications` — si recibes por mensaje directo lo que te perdiste donde no puedo escribir
    `/settings server-language` · `/settings server-theme` · `/settings threads` — (Gestionar servidor) el idioma y el tema de tablero del servidor; cada partida en su propio hilo

## Refusals of the Discord front end

refusal-servers-only = Esto es propio de un servidor (sus ajustes, su clasificación); úsalo en un canal de un servidor. Aquí también se pueden jugar partidas.
refusal-add-bot = Para esto hay que añadir el bot a este servidor; por ahora solo algunas personas de aquí instalaron la aplicación. Alguien con el permiso Gestionar servidor puede añadirlo (<{ $link }>).
refusal-no-one-else-here = En estos mensajes directos solo estás tú con el bot, así que nadie más podría aceptar. Juega aquí contra la máquina con `/play-ai`, o desafía a gente en un servidor o en un grupo.
away-header = Mientras no estabas:
away-by-dm = Pediste recibir por mensaje directo lo que te pierdes donde el bot no puede escribir:
away-game-ended = la partida #{ $game } ({ $black } contra { $white }) terminó. { $outcome }.
away-game-aborted = la partida #{ $game } ({ $black } contra { $white }) se anuló.
away-your-move = te toca mover en la partida #{ $game } contra { $opponent }; tu tiempo se acaba { $deadline }.
away-challenge-expired = el desafío #{ $id } de { $challenger } caducó sin respuesta.
refusal-manage-server = Para esto necesitas el permiso Gestionar servidor.
refusal-piece-cannot-move = Esa ficha no puede moverse ahora; elige otra o vuelve a pulsar Mover.
refusal-move-gone = Esa jugada ya no está disponible; vuelve a pulsar Mover.
refusal-no-preset = No existe la variante `{ $name }`; las variantes son zamma, dhamet (srand), sahara y zamma5.
refusal-no-replay = Esta partida no se puede reproducir como GIF: tiene { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    } y una repetición muestra como máximo { $max }.
refusal-heavy-busy = Ya se está dibujando una repetición para ti: de una en una, por favor. Vuelve a pedirla cuando haya llegado.
refusal-heavy-failed = No se pudo dibujar la repetición (un error nuestro, ya registrado). Vuelve a intentarlo en un momento.
refusal-nothing-to-review = Aún no tienes ninguna partida terminada que analizar. Indica un número de partida: `/review game:12`.
refusal-discord-failed = Discord no pudo recibir mi respuesta (un fallo suyo). Lo que hiciste está guardado: `/board` muestra tu partida tal como está.
note-missing-permissions = No puedo publicar yo mismo en este canal (faltan permisos: { $permissions }), así que mis jugadas llegan aquí, como respuesta a las tuyas. Quien pueda gestionar este canal puede darme esos permisos en la configuración del canal; mientras tanto no se pierde nada de la partida.
note-cannot-post = Discord rechazó mi mensaje en este canal, así que mi jugada llega aquí, como respuesta a la tuya. No se pierde nada de la partida; `/board` la muestra.
permission-view-channel = Ver canal
permission-send-messages = Enviar mensajes
permission-send-in-threads = Enviar mensajes en hilos
permission-embed-links = Insertar enlaces
permission-attach-files = Adjuntar archivos
# $what es la opción escrita (entre ``) o refusal-an-option.
refusal-bad-option = { $what } no es válido aquí; revisa las opciones del comando y vuelve a intentarlo.
refusal-an-option = El valor de una opción
refusal-options-mismatch = Esas opciones no corresponden a este comando (puede que tu Discord muestre una versión antigua); revísalas y vuelve a intentarlo.

## Tournaments

tournament-started-here = Torneo iniciado: los emparejamientos y las partidas se publican en este canal.
tournament-list-title = Torneos de este servidor
tournament-list-empty = Todavía no hay torneos en este servidor; crea uno con `/tournament create`.

# issue 33: sentences
review-nothing-played = No hizo ninguna jugada en esta partida: no hay nada que analizar.

## Emparejamiento rápido en Discord.
cmd-play-name = play
    .desc = Busca rival en cualquier parte: se te empareja con alguien que busque la misma partida
opt-play-time-name = time
    .desc = Tiempo por jugada (por defecto, cualquiera de los ofrecidos)
opt-play-preset-name = preset
    .desc = Variante de reglas (por defecto, zamma)
opt-play-rated-name = rated
    .desc = Puntuable (por defecto) o amistosa
opt-play-min-rating-name = min-rating
    .desc = La puntuación mínima que aceptas en tu rival
opt-play-max-rating-name = max-rating
    .desc = La puntuación máxima que aceptas en tu rival
choice-pool-any = cualquiera de ellos
choice-pool-5m = 5 minutos
choice-pool-1h = 1 hora
choice-pool-1d = 1 día
choice-pool-5m-1h = 5 minutos o 1 hora
choice-pool-1h-1d = 1 hora o 1 día
cmd-lobby-name = lobby
    .desc = Las partidas en espera del emparejamiento rápido: únete a una para jugar enseguida
cmd-block-name = block
    .desc = Bloquea a alguien para que el emparejamiento rápido nunca te empareje con esa persona
opt-block-user-name = user
    .desc = Con quién no quieres que te emparejen nunca (vacío: ver a quién has bloqueado)
cmd-unblock-name = unblock
    .desc = Vuelve a permitir que se te empareje con alguien a quien bloqueaste
opt-unblock-user-name = user
    .desc = A quién bloqueaste
cmd-settings-seek-role-name = seek-role
    .desc = (Gestionar servidor) Mencionar un rol cuando alguien de aquí empiece a buscar partida con /play
opt-settings-seek-role-role-name = role
    .desc = El rol que se menciona (vacío: no se menciona a nadie)
opt-settings-seek-role-channel-name = channel
    .desc = Dónde mencionarlo (por defecto, este canal)
button-cancel-seek = Cancelar
lobby-take = Únete a una partida en espera y juega ya…
lobby-option = { $rating } · { $pool }
game-their-move = Le toca jugar a { $player } en la partida #{ $game }.
block-done = Bloqueaste a { $name }: el emparejamiento rápido nunca te pondrá frente a esa persona, y ninguna de las dos podrá unirse a la partida en espera de la otra.
block-already = Ya habías bloqueado a { $name }.
block-list = Has bloqueado a { $names }: el emparejamiento rápido nunca te emparejará con { $count ->
        [one] esa persona
       *[other] ninguna de esas { $count } personas
    }.
block-none = No tienes a nadie bloqueado.
unblock-done = Desbloqueaste a { $name }.
unblock-not = No habías bloqueado a { $name }.
seek-role-ping = { $role }: { $name } busca partida ({ $pool }). Únete con /lobby o busca tú también con /play.
settings-seek-role-set = Cuando alguien de aquí empiece a buscar partida, se mencionará a { $role } en { $channel }, como mucho una vez cada { $quiet }.
settings-seek-role-off = No se menciona a nadie cuando alguien de aquí busca partida.

# Partidas por equipos (docs/team-games.md): cada bando lo juegan varias personas, que votan sus jugadas.
cmd-team-name = team
    .desc = Partidas por equipos: cada bando lo juegan varias personas, que votan sus jugadas
cmd-team-create-name = create
    .desc = Empieza aquí una partida por equipos: cualquiera se une a un bando y cada bando vota sus jugadas
opt-team-create-black-name-name = black-name
    .desc = Nombre del equipo de las Negras (por defecto, Equipo de las Negras)
opt-team-create-white-name-name = white-name
    .desc = Nombre del equipo de las Blancas (por defecto, Equipo de las Blancas)
opt-team-create-time-name = time
    .desc = Tiempo por jugada, p. ej. 10m, 1h, 1d (por defecto, 10m)
opt-team-create-preset-name = preset
    .desc = Variante de reglas (por defecto, zamma)
opt-team-create-options-name = options
    .desc = Opciones de reglas que cambian la variante, p. ej. landing=behind
opt-team-create-black-role-name = black-role
    .desc = Solo quienes tengan este rol pueden unirse al equipo de las Negras
opt-team-create-white-role-name = white-role
    .desc = Solo quienes tengan este rol pueden unirse al equipo de las Blancas
cmd-team-join-name = join
    .desc = Únete a un bando en una partida por equipos de aquí
opt-team-join-side-name = side
    .desc = Qué bando
opt-team-join-captain-name = captain
    .desc = Sé el capitán del bando, si aún no tiene
opt-team-join-game-name = game
    .desc = Qué partida por equipos (por defecto, la de aquí)
cmd-team-tally-name = tally
    .desc = Adelanta el recuento de votos de tu bando (solo capitanes)
opt-team-tally-game-name = game
    .desc = Qué partida por equipos (por defecto, la tuya de aquí)
cmd-team-show-name = show
    .desc = Muestra aquí una partida por equipos: su tablero y sus equipos
opt-team-show-game-name = game
    .desc = Qué partida por equipos (por defecto, la tuya de aquí)
cmd-team-resign-name = resign
    .desc = Apoya el abandono de tu bando: lo decide la mayoría del bando o su capitán
opt-team-resign-game-name = game
    .desc = Qué partida por equipos (por defecto, la tuya de aquí)
cmd-team-draw-name = draw
    .desc = Apoya las tablas para tu bando: la mayoría del bando, o su capitán, las ofrece o acepta
opt-team-draw-game-name = game
    .desc = Qué partida por equipos (por defecto, la tuya de aquí)
cmd-team-takeback-name = takeback
    .desc = Apoya deshacer la última jugada de tu bando, o acepta la petición del otro bando
opt-team-takeback-game-name = game
    .desc = Qué partida por equipos (por defecto, la tuya de aquí)
cmd-team-challenge-name = challenge
    .desc = Desafía a otro servidor a una partida por equipos: sus miembros aceptan con el código
opt-team-challenge-name-name = name
    .desc = Nombre del equipo de este servidor (por defecto, Equipo de las Negras)
opt-team-challenge-time-name = time
    .desc = Tiempo por jugada, p. ej. 10m, 1h, 1d (por defecto, 10m)
opt-team-challenge-preset-name = preset
    .desc = Variante de reglas (por defecto, zamma)
opt-team-challenge-options-name = options
    .desc = Opciones de reglas que cambian la variante, p. ej. landing=behind
opt-team-challenge-role-name = role
    .desc = Solo quienes tengan este rol pueden jugar por este servidor
cmd-team-accept-name = accept
    .desc = Acepta el desafío de otro servidor con su código: la partida empieza en los dos servidores
opt-team-accept-code-name = code
    .desc = El código que dio el otro servidor
opt-team-accept-name-name = name
    .desc = Nombre del equipo de este servidor (por defecto, Equipo de las Blancas)
opt-team-accept-role-name = role
    .desc = Solo quienes tengan este rol pueden jugar por este servidor
team-server-challenge = { $team }: desafío entre servidores para una partida por equipos. Dales el código `{ $code }` a los miembros del servidor que quieras desafiar: en uno de sus canales, `/team accept code:{ $code }` empieza la partida, y este servidor juega con las Negras. El código caduca { $expires }.
team-server-accepted = Partida por equipos #{ $game }, servidor contra servidor: { $side } contra { $team }. Bando de este servidor: { $side }; únete con los botones de abajo o con `/team join`. Los votos de cada servidor se quedan en el hilo de su bando; los dos servidores ven los recuentos.
cmd-vote-name = vote
    .desc = Vota por la jugada de tu bando en una partida por equipos de aquí
opt-vote-turn-name = turn
    .desc = La jugada por la que votas, p. ej. c3-c4
opt-vote-game-name = game
    .desc = Qué partida por equipos (por defecto, la tuya de aquí)

button-vote = Votar
button-join-team = Unirse a { $team }
game-player-team = { $stone } { $colour }: { $team }
game-kind-team = por equipos
team-turn = { $team }: le toca jugar en la partida #{ $game }. Sus miembros votan con `/vote` o con el botón Votar.
headline-team-created = { $name } empezó una partida por equipos
team-created = Partida por equipos #{ $game }: únete a un bando con los botones de abajo o con `/team join`. Cada bando vota sus jugadas y se juega la más votada.
team-thread = Partida #{ $game }: { $team }
team-joined = Partida #{ $game }, { $team }: ya formas parte del equipo{ $captain ->
    [yes] , como capitán
   *[no] {""}
}.
team-deliberate-in = Tu bando delibera en { $thread }: el otro bando no tiene acceso.
team-voted = Votaste por { $turn }. Votos emitidos en tu bando: { $voted } de { $members }; por ahora: { $counts }.
team-voted-tallied = Votaste por { $turn }; era el último voto que faltaba en tu bando. Recuento: { $counts }. Se juega { $chosen }.
team-vote-told = { $player } vota por { $turn } (votos emitidos: { $voted } de { $members }). Por ahora: { $counts }.
team-tally-called = Adelantaste el recuento: { $counts }. Se juega { $chosen }.
team-no-votes = Nadie de tu bando ha votado todavía: el recuento espera a que haya votos (si a un bando se le acaba el tiempo sin ningún voto, pierde por tiempo).
headline-tally = { $team }: { $turn }, jugada elegida por votación
team-tally = { $team } — recuento de votos: { $counts }.
team-your-turn = Le toca a tu bando en la partida #{ $game }: el otro bando jugó { $turn }. Vota con `/vote` o con el botón de abajo; el recuento se hace cuando hayan votado todos o, como muy tarde, { $deadline }.
