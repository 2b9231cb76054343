# Los textos de zamma-bot en la consola (`zamma-bot local`). Los comandos
# (`challenge`, `move`, `draw`…) son lo que se escribe y se quedan en inglés;
# sus explicaciones se traducen.

console-welcome = zamma-bot local — escribe `help` para ver los comandos. Eres { $name }.
console-help =
    Comandos (como en Discord):
      as <nombre>                        cambia de usuario (empiezas como alice)
      play-ai [nivel 1-5] [reglas] [black|white|random]   juega contra la máquina
      challenge <nombre> [reglas] [rated|casual] [black|white|random] [tiempo]
                                         p. ej. challenge bob zamma,landing=behind casual 1h
      accept [id] | decline [id] | cancel [id]
      move <jugada> | <jugada>           haz una jugada, p. ej. e4-e5, c3xe5xg3, huff d4, c3-c4
      moves                              lista las jugadas legales de quien tiene el turno
      board [id] | game <id>             muestra una partida / elige a qué partida se aplican los comandos
      resign | draw | decline-draw | abort | rematch [id]
      takeback | accept-takeback | decline-takeback   (partidas amistosas y contra la máquina)
      games | stats [nombre] | history [nombre] | leaderboard [global]
      export [id] | replay [id] | review [id] [jugada] | rules [variante] | sweep | help | quit
      analyse [id] | analyse <posición> [reglas]   el tablero de análisis: una partida terminada, o cualquier posición (con local --web)
      team create [reglas] [tiempo] | team join <black|white> [captain] [id] | team [id] | team tally | team resign|draw|takeback | vote <jugada>   una partida entre dos equipos que votan sus jugadas
      puzzle [variante|daily|top] | puzzle <jugada>   un problema de nivel cercano a tu puntuación de problemas; resuélvelo jugada a jugada
      learn | learn <nivel> | learn <jugada> | learn hint | learn again   el curso: aprende el juego en niveles cortos
      play [5m|1h|1d|any] [reglas] [rated|casual] | play cancel   busca un rival (emparejamiento rápido)
      lobby | lobby take <id>            las partidas en espera; únete a una para jugar enseguida
      tournament create <swiss|robin|double-robin|cup> [rounds=N] [players=N] [min=N] [max=N] [reglas] [casual] [tiempo] [round=3d] [start=2h] [decider=seed] [nombre]
      tournament join | leave | start | withdraw | cancel | standings | pairings [ronda] | list   [#id]
console-error = error: { $text }
console-learn-on = `learn` pasa al siguiente nivel; `learn again` vuelve a jugar este.
console-learn-retry = `learn` repite este nivel; `learn hint` te da la pista.
console-board-letters = n N b B
console-board-legend = n peón negro · N sultán negro · b peón blanco · B sultán blanco · * la última jugada · x capturada
console-board-legend-goal = {" "}· o el objetivo (una casilla que alcanzar, una ficha que capturar)
console-review-player = { $colour } · { $name }: { $line }
console-you-are = Ahora eres { $name }.
console-timed-out = La partida #{ $game } terminó por tiempo. { $end }
console-reminder = Recordatorio: la partida #{ $game } espera una jugada (plazo: { $deadline }).
console-started = Empieza la partida #{ $game }: { $black } (Negras) contra { $white } (Blancas), { $rules }.
console-started-computer = Empieza la partida #{ $game }: { $black } (Negras) contra { $white } (Blancas), { $rules }, máquina de nivel { $level }.
console-declined = { $challenged } rechazó el desafío de { $challenger }.
console-withdrew = { $challenger } retiró su desafío a { $challenged }.
console-moves = Le toca a { $name }, que tiene { $count ->
        [one] 1 jugada legal
       *[other] { $count } jugadas legales
    }: { $moves }
console-draw-offered = { $name } ofrece tablas; { $opponent } puede aceptarlas con `draw` o rechazarlas con `decline-draw`.
console-draw-declined = { $name } rechazó las tablas; la partida sigue.
console-takeback-asked = { $name } pide deshacer su última jugada; { $opponent } puede aceptar con `accept-takeback` o rechazar con `decline-takeback`.
console-no-games = No hay partidas en curso.
console-challenge-line = desafío #{ $id }: { $challenger } → { $challenged } ({ $rules }{ $rated ->
        [yes] , puntuable
       *[no] {""}
    })
console-leaderboard-record = { $wins }G { $losses }P { $draws }T
console-stats = { $name }: puntuación { $rating } (±{ $deviation }), { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    }; { $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    }, { $losses ->
        [one] { $losses } perdida
       *[other] { $losses } perdidas
    }, { $draws } en tablas; { $streak }
console-no-history = { $name } no tiene partidas terminadas.
console-replay = repetición: { $path }
console-review-graph = gráfica de evaluación: { $path }
console-review-moments = Momentos clave de la partida #{ $game }: { $turns } — para ver uno: `review { $game } <jugada>`, por ejemplo `review { $game } 12` para la duodécima jugada de las Negras y `review { $game } 12...` para la de las Blancas.
console-review-board = tablero antes de la jugada (jugada hecha: flecha continua; mejor jugada: discontinua): { $path }
console-no-such-turn = `{ $text }` no es una jugada de esta partida: indica un número de jugada del 1 al { $moves }, seguido de ... para una jugada de las Blancas, por ejemplo `review 3 12` o `review 3 12...`.
console-clocks = Relojes revisados.
console-challenge-anyone = Desafío #{ $id }: { $challenger } desafía a cualquiera que esté aquí a una partida de { $rules } ({ $rated ->
        [yes] puntuable
       *[no] amistosa
    }, { $time } por jugada). Cualquier otra persona puede responder con `accept { $id }`; juega quien acepte primero.
console-challenge = Desafío #{ $id }: { $challenger } desafía a { $challenged } a una partida de { $rules } ({ $rated ->
        [yes] puntuable
       *[no] amistosa
    }, { $time } por jugada). { $challenged } puede responder con `accept` o `decline`.
console-played = { $name } jugó { $turn }.
console-to-move = le toca a { $name } ({ $colour })
console-aborted = anulada
console-finished = terminada
console-status = Partida #{ $game } · { $rules } · jugada { $number } · { $status } · capturas: { $black } { $black_captures }, { $white } { $white_captures } · tablero: { $path }
console-may-huff = { $name } puede soplar: { $points }
console-game-line = #{ $game } { $black } (Negras) contra { $white } (Blancas), { $rules }, { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }, { $state }

console-usage-as = as <nombre>
console-usage-challenge = challenge <nombre> [reglas] [rated|casual] [black|white|random] [tiempo]
console-not-a-game = `{ $text }` no es un número de partida
console-not-a-challenge = `{ $text }` no es un número de desafío
console-no-sent-challenge = no tienes ningún desafío enviado que siga abierto
console-not-challenged = nadie te ha desafiado
console-unknown-preset = variante desconocida `{ $name }`; prueba con zamma, dhamet, sahara o zamma5
console-unknown-command = comando desconocido `{ $name }`; escribe `help` para ver la lista
console-no-replay = la partida tiene { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }; una repetición muestra como máximo { $max }
console-cannot-write = no se pudo escribir: { $reason }
console-usage-tournament = `tournament { $name }` no es un comando de torneo: usa create, join, leave, start, withdraw, cancel, standings, pairings [ronda] o list (p. ej. `tournament create swiss rounds=4 1h`).
console-picture = Imagen guardada en { $path }
console-usage-tournament-create = Indica primero el tipo de torneo: `tournament create swiss|robin|double-robin|cup [opciones] [nombre]`, p. ej. `tournament create swiss rounds=4 1h Sahara Open`.
console-tournament-bad-option = `{ $option }` no es una opción de `tournament create`. Las opciones son rounds=N (rondas de un suizo), players=N (máximo de inscritos, de 2 a 64), min=R y max=R (puntuaciones admitidas), un tiempo por jugada como 1h, round=3d, start=2h y decider=seed o decider=pieces; las demás palabras forman el nombre.

# issue 31: console input
console-line-too-long = esta línea es demasiado larga y se ha descartado: una línea puede tener como máximo { $max } caracteres, más de lo que necesita cualquier comando
console-line-not-text = esta línea no es texto UTF-8 y se ha descartado; configura tu terminal o tu script en UTF-8 y vuelve a escribirla
console-invisible-name = un nombre debe contener algo visible, como letras o cifras (se quitan los caracteres de control, las marcas de dirección y los caracteres invisibles); por ejemplo `as bob`
console-seek-how = Quienes busquen la misma partida se emparejarán contigo en la siguiente tanda (antes de cada comando); `play cancel` detiene la búsqueda.
console-lobby-line = #{ $id } { $line }
console-lobby-how = Únete a una con `lobby take <id>`.
console-not-a-seek = `{ $text }` no es una partida en espera; escribe su número tal como lo muestra `lobby`, p. ej. `lobby take 12`.
console-seek-usage = Escribe `play [5m|1h|1d|any] [reglas] [rated|casual]`, `play cancel`, `lobby` o `lobby take <id>`.
console-seek-expired = La búsqueda #{ $id } terminó: en { $time } no apareció nadie. Juega contra la máquina con `play-ai { $level }`, o vuelve a buscar con `play`.

console-analyse-no-web = El tablero de análisis forma parte del tablero web: inicia la consola con `zamma-bot local --web` y vuelve a pedirlo.
console-analysis-link = El tablero de análisis; el enlace funciona durante { $time }: { $url }

console-team-created = Partida por equipos #{ $game } ({ $rules }, { $time } por jugada): { $black } contra { $white }. Únete a un bando con `team join black` o `team join white` (añade `captain` para capitanearlo); cuando le toque a tu bando, vota con `vote <jugada>`.
console-team-joined = { $team }: { $name } se une al equipo{ $captain ->
    [yes] {" "}y asume la capitanía
   *[no] {""}
}.
console-team-side = { $team }: { $members }
console-team-voted = { $name } vota por { $turn }; votos emitidos hasta ahora: { $voted } de { $members }.
console-team-tally = Resultado del recuento: { $counts }. Se juega { $turn }.
console-team-no-votes = Nadie del bando al que le toca jugar ha votado todavía: el recuento espera a que haya votos (si a un bando se le acaba el tiempo sin ningún voto, pierde por tiempo).
console-usage-team = Elige primero una partida por equipos: `team create`, `team join black <partida>` o `team <partida>`.
console-usage-team-join = team join <black|white> [captain] [partida]
console-usage-vote = vote <jugada>, para votar una jugada en la partida por equipos elegida (p. ej. `vote e4-e5`)
