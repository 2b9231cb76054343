# El tablero web (la página donde se juega tocando las fichas, y sus enlaces).
# Términos: véase el glosario al principio de zamma.ftl. Una «casilla» es el
# sitio donde está una ficha; «tocar» vale tanto para un clic como para un toque.

web-page-title = Zamma — partida { $game }
web-title = Partida { $game }: { $black } contra { $white }
web-loading = Cargando el tablero…
web-no-such-page = No hay ningún tablero en esta dirección. Abre el tablero desde el mensaje de la partida en Discord, o desde la consola.
web-board = Tablero de la partida { $game }
web-moves = Jugadas
web-skip = Saltar la animación
web-confirm = Sí
web-pick = Tu turno: toca una ficha que pueda moverse, o arrástrala hasta la casilla adonde quieras llevarla.
web-pick-dest = Toca la casilla adonde quieres moverla, o toca otra ficha.
web-pick-huff = Puedes soplar: toca la ficha rival que quieres quitar, o haz tu jugada sin soplar.
web-chain = La captura continúa: toca la siguiente casilla de llegada.
web-chain-stop = La captura puede continuar: toca la siguiente casilla de llegada, o vuelve a tocar esta casilla para detenerte aquí.
web-waiting = Esperando la jugada de { $name }.
web-connection-lost = Se perdió la conexión; reconectando…
web-spectating = Estás viendo esta partida.
web-abort = Anular la partida
web-confirm-resign = ¿Abandonar la partida { $game }? Gana tu rival.
web-confirm-abort = ¿Anular la partida { $game }? Termina sin resultado.

web-point-empty = { $point }, vacía
web-point-piece = { $point }, { $piece }
web-point-may-move = { $point }, { $piece }, puede ir a { $points }
web-point-must-capture = { $point }, { $piece }, tiene que capturar; puede saltar a { $points }
web-point-huffable = { $point }, { $piece }, se puede soplar
web-piece-must-not = La ficha de { $point } no puede moverse ahora. { $reason }
web-piece-stuck = La ficha de { $point } está atascada: todas las casillas a las que podría ir están ocupadas. Toca una de las fichas que sí pueden moverse.

web-player = { $name }, { $colour }, { $rating }
web-player-to-move = { $name }, { $colour }, { $rating }, le toca jugar
web-computer-level = máquina, nivel { $level }
web-clock = Tiempo restante: { $time }
web-status-to-move = Le toca a { $name } ({ $colour })
web-status-aborted = La partida se anuló.
web-draw-offered = { $name } ofrece tablas.
web-draw-declined = { $name } rechazó tu oferta de tablas; la partida sigue.
web-takeback-asked = { $name } pide deshacer su última jugada.
web-rematch-sent = Desafiaste a { $name } a una revancha; la partida empezará cuando acepte.

web-pass-expired = Este enlace al tablero ha caducado. Vuelve a abrir el tablero desde el mensaje de la partida (o desde la consola) para obtener un enlace nuevo.
web-pass-bad = Este enlace al tablero no es válido. Vuelve a abrir el tablero desde el mensaje de la partida (o desde la consola).
web-not-your-game = Este enlace no muestra la partida { $game }. Abre el tablero de esa partida desde su propio mensaje.
web-only-watching = Solo estás viendo esta partida, así que no puedes hacer nada en ella. Para jugar, abre el tablero desde el mensaje de tu propia partida.
web-too-fast = Demasiadas acciones a la vez. Espera un segundo y vuelve a intentarlo.
web-no-turn = No se envió ninguna jugada. Toca una ficha y luego la casilla adonde va.
web-no-such-action = Esa acción no está disponible ahora en esta partida. El tablero muestra las que sí lo están.
web-busy = El tablero tiene demasiadas visitas en este momento. Vuelve a intentarlo dentro de un minuto.
web-too-many-here = Demasiadas páginas y solicitudes a la vez desde tu dirección. Cierra algunas páginas del tablero y vuelve a intentarlo.
web-body-too-large = Esa solicitud es mucho mayor de lo que el tablero podría necesitar, así que no se ha leído. Recarga la página y vuelve a intentarlo.
web-body-slow = Esa solicitud tardó demasiado en llegar, así que se descartó. Comprueba tu conexión y vuelve a intentarlo.

# El enlace al tablero de una partida, que solo recibe quien lo pidió.
web-link = Tu tablero de la partida { $game }, solo para ti; el enlace funciona durante { $time }: { $url }
web-link-watch = El tablero de la partida { $game }, para verla; el enlace funciona durante { $time }: { $url }
web-off = El tablero web no está activado en este bot. Juega con los botones y con `/move`; quien administra el bot puede activarlo (WEB_SECRET y WEB_PUBLIC_URL).
button-board = Tablero
button-analyse = Analizar
# La consola (`local --web`).
web-serving = Las partidas también están en un tablero web en tu navegador, donde se juega tocando las fichas: la dirección de cada partida se muestra cuando empieza, y también con `game` y `board`.
web-game-link = Partida { $game } en el navegador, jugada desde este teclado por el bando al que le toca mover: { $url }
web-game-link-player = { $name } ({ $colour }), desde su propio dispositivo: { $url }
web-game-link-watch = Para verla: { $url }
web-port-taken = El puerto { $port } no puede servir el tablero web ({ $reason }): elige otro con `--port`, o quita `--port` para usar uno libre.

# El tablero como actividad de Discord (dentro de la aplicación de Discord).
activity-title = Zamma
activity-outside = Esta página es el tablero de Zamma para usar dentro de Discord. Ábrela desde el botón «Tablero» de una partida en Discord, o desde el lanzador de aplicaciones.
activity-sdk-failed = Discord no permitió que el tablero te identificara. Cierra la actividad y vuelve a abrirla desde el botón «Tablero» de la partida.
activity-off = El tablero dentro de Discord no está activado en este bot. Usa el botón «Tablero» para obtener un enlace; quien administra el bot puede activarlo (DISCORD_CLIENT_ID y DISCORD_CLIENT_SECRET).
activity-bad-request = El tablero no indicó quién eres. Cierra la actividad y vuelve a abrirla.
activity-code-refused = Discord no confirmó quién eres (la identificación ya se había usado o caducó). Cierra la actividad y vuelve a abrirla.
activity-no-instance = Discord no encuentra esta actividad; puede que haya terminado. Vuelve a abrirla desde el botón «Tablero» de la partida.
activity-not-in-instance = Según Discord, no estás en esta actividad. Únete primero desde el canal y luego vuelve a abrir el tablero.
activity-discord-failed = Discord no respondió; vuelve a intentarlo en un momento.
activity-too-many-sign-ins = Demasiados inicios de sesión a la vez. Espera un minuto y vuelve a abrir la actividad.
activity-left = Discord ya no te cuenta entre los participantes de esta actividad, así que su tablero queda cerrado para ti. Vuelve a unirte a la actividad desde el canal para seguir.
activity-members-only = Esto es para quienes están en una actividad de Discord. Abre el tablero desde el botón «Tablero» de la partida.
activity-not-this-channel = La partida { $game } no se juega en este canal, así que esta actividad no puede mostrarla. Abre su tablero desde su propio canal.
activity-opponent-not-here = Solo puedes desafiar a alguien que esté contigo en esta actividad.
activity-games = Partidas en este canal
activity-no-games = No hay partidas en curso aquí. Desafía a alguien más abajo o juega contra la máquina.
activity-game = Partida { $game }: { $black } contra { $white }, le toca a { $name }
activity-open = Abrir
activity-challenges = Desafíos
activity-no-challenges = No hay desafíos abiertos.
activity-challenge-to-you = { $name } te desafía ({ $rules })
activity-challenge-from-you = Desafiaste a { $name } ({ $rules }); esperando respuesta
activity-challenge-anyone = Tu desafío a cualquiera de aquí ({ $rules })
activity-people = En esta actividad
activity-alone = Todavía no hay nadie más aquí. Invita a alguien a la actividad o juega contra la máquina.
activity-challenge = Desafiar
activity-computer = Jugar contra la máquina
activity-quick = Encontrar un rival en cualquier parte
activity-seek = Buscar un rival
activity-level = Nivel { $level }
activity-lobby = Volver a las partidas de este canal

# El curso (Aprende) en el tablero web.
learn-web-title = Aprende a jugar al Zamma
learn-web-not-a-learner = Este enlace abre una partida, no el curso. Abre el curso con `/learn` en Discord.
learn-web-link = Tu nivel en el tablero web, solo para ti; el enlace funciona durante { $time }: { $url }
learn-point-goal = { $label }, parte del objetivo

web-said-turn = { $name } jugó de { $from } a { $to }{ $count ->
        [0] {""}
       *[other] , capturando { $taken }
    }{ $huffed ->
        [none] {""}
       *[other] , y sopló la ficha de { $huffed }
    }.
web-legal-landing = tu ficha puede ir aquí
web-sounds = Sonidos

web-analysis-not-yet = Esta partida todavía se está jugando: podrás recorrer sus jugadas y analizarla cuando haya terminado.
web-no-such-ply = Esa partida no llega tan lejos (jugadas realizadas: { $plies }). Recórrela con los botones que hay bajo el tablero.
web-step-first = Inicio de la partida
web-step-back = Jugada anterior
web-step-next = Jugada siguiente
web-step-last = Fin de la partida
web-steps = Recorrer la partida

engine-even = La posición está más o menos igualada
engine-slightly = { $side ->
        [black] Las Negras están
       *[white] Las Blancas están
    } algo mejor
engine-better = { $side ->
        [black] Las Negras tienen
       *[white] Las Blancas tienen
    } alrededor de { $men ->
        [one] una ficha
       *[other] { $men } fichas
    } de ventaja
engine-winning = { $side ->
        [black] Las Negras
       *[white] Las Blancas
    } tienen la partida ganada
engine-wins-in = { $side ->
        [black] Las Negras ganan
       *[white] Las Blancas ganan
    } en { $turns ->
        [one] una jugada
       *[other] { $turns } jugadas
    }
web-engine = { $eval } (profundidad { $depth }): { $line }
web-graph = Gráfica de evaluación de la partida { $game }: la ventaja de las Negras por encima de la línea central, la de las Blancas por debajo; un clic muestra esa posición.

# The analysis board: a finished game's positions, its variations, free boards.
web-analysis-title = Tablero de análisis
web-analysis-board = Tablero de análisis
web-analysis-to-move = Juegan las { $colour }
web-analysis-explore = Haz cualquier jugada para explorarla: se convierte en una variante y la partida queda como estaba.
web-analysis-bad-link = Este enlace de análisis está dañado. Vuelve a abrir el tablero desde el bot (con el botón «Analizar» o con `analyse` en la consola).
web-variation = Variante
web-variation-promote = Promover la variante
web-variation-delete = Borrar desde aquí

# Team games on the board (docs/team-games.md): a member's turn is their vote;
# only their side sees its votes and marks.
web-team-members = { $team }: { $members }
web-team-your-turn = Le toca a tu bando: haz una jugada en el tablero para votar por ella (votos emitidos: { $voted } de { $members }). La jugada más votada se juega cuando hayan votado todos o cuando se acabe el tiempo.
web-team-so-far = Votos de tu bando por ahora: { $counts }.
web-team-your-vote = Tu voto: { $turn }. Puedes cambiarlo hasta el recuento.
web-team-their-turn = El otro bando está votando: verás su jugada cuando se haga el recuento.
# The number of votes drawn beside a turn's arrow.
web-team-vote-count = { $votes }
web-team-marks-hint = Clic derecho o pulsación larga en una casilla, y luego en otra (con el teclado: M en una casilla y luego M en otra): una flecha que solo ve tu bando (en la misma casilla: un círculo). Vuelve a trazar una marca para borrarla.
web-team-marks = Marcas de tu bando: { $marks }.
web-team-mark-arrow = una flecha de { $from } a { $to }
web-team-mark-ring = un círculo en { $at }
web-team-draw = Apoyar las tablas
web-team-takeback = Apoyar deshacer
web-team-resign = Apoyar el abandono
web-confirm-team-resign = ¿Apoyar el abandono de tu bando en la partida { $game }? Tu bando abandona en cuanto la mayoría de sus miembros, o su capitán, lo apoye.
web-team-tally = Adelantar el recuento
