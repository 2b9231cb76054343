# El curso (Learn): los títulos y las lecciones de las etapas, y el objetivo
# y la pista de cada nivel, con los identificadores de assets/learn/course.txt.
# Términos: ver el glosario al principio de zamma.ftl (casilla, peón, sultán,
# captura, captura múltiple, soplar…). El objetivo de un nivel es una frase
# corta; el par se muestra a su lado.

## board

learn-stage-board = El tablero
learn-stage-board-intro = El Zamma se juega en los puntos donde se cruzan las líneas del tablero (las casillas), y las fichas se mueven siguiendo esas líneas. Cada casilla está unida en línea recta a sus vecinas de arriba, abajo, izquierda y derecha, pero solo una de cada dos tiene además líneas diagonales. Una casilla se nombra por su columna, de la a a la i de izquierda a derecha, y por su fila, del 1 al 9 empezando por tu lado: e5 es el centro.

learn-level-board-first-steps = Lleva tu peón a e3.
learn-level-board-first-steps-hint = En cada turno, un peón avanza una casilla siguiendo una línea; hacia adelante en línea recta siempre se puede.
learn-level-board-diagonal = Lleva tu peón a e3.
learn-level-board-diagonal-hint = c1 tiene diagonales: sigue la que pasa por d2.
learn-level-board-no-diagonal = Lleva tu peón a e3.
learn-level-board-no-diagonal-hint = d1 no tiene diagonales, así que primero sube recto a d2; d2 sí las tiene.
learn-level-board-centre = Lleva tu peón a la casilla central, e5.
learn-level-board-centre-hint = La gran diagonal que sale de la esquina a1 lleva directamente a e5.
learn-level-board-route = Lleva tu peón a e6.
learn-level-board-route-hint = b1 no tiene diagonales: sube a b2, sigue la diagonal hacia e5 y después sigue recto.

## moving

learn-stage-moving = Mover un peón
learn-stage-moving-intro = Un peón avanza de casilla en casilla y solo hacia adelante: en línea recta, o en diagonal hacia adelante desde una casilla con diagonales; nunca de lado ni hacia atrás. No puede entrar en una casilla ocupada, así que tiene que rodear las fichas que le cierran el paso. En estas lecciones, las Blancas no se mueven y tú haces una jugada tras otra.

learn-level-moving-no-way-back = Lleva uno de tus peones a e5.
learn-level-moving-no-way-back-hint = El peón de e7 nunca podrá volver a bajar; sube el de e3.
learn-level-moving-edge = Lleva tu peón a a7.
learn-level-moving-edge-hint = Los peones blancos bloquean el borde: rodéalos pasando por b4, b5 y b6.
learn-level-moving-stuck = Lleva uno de tus peones a b7.
learn-level-moving-stuck-hint = El peón de a4 está atascado: no tiene diagonal y a5 está ocupada. Sube mejor el peón de c3.
learn-level-moving-around = Lleva tu peón a c7.
learn-level-moving-around-hint = Rodea el bloque blanco por la izquierda: d4, c5, c6 y luego c7.
learn-level-moving-choose = Lleva uno de tus peones a d6.
learn-level-moving-choose-hint = Cuenta los pasos: el peón de b3 llega antes que el de f2.

## capturing

learn-stage-capturing = Capturar
learn-stage-capturing-intro = Un peón captura saltando, a lo largo de una línea, por encima de una ficha contraria que está en la casilla vecina, hasta la casilla vacía que hay justo detrás; la ficha capturada sale del tablero. A diferencia de un paso normal, una captura puede ir en cualquier dirección: hacia adelante, de lado o hacia atrás. La captura es obligatoria: si puedes capturar, tienes que hacerlo.

learn-level-capturing-forward = Captura el peón blanco.
learn-level-capturing-forward-hint = Salta desde e4 por encima de e5 hasta la casilla vacía e6.
learn-level-capturing-sideways = Captura el peón blanco.
learn-level-capturing-sideways-hint = Se puede capturar de lado: desde e5, por encima de f5, hasta g5.
learn-level-capturing-backwards = Captura el peón blanco.
learn-level-capturing-backwards-hint = También se puede capturar hacia atrás: desde e5, baja por la diagonal por encima de d4 hasta c3.
learn-level-capturing-compulsory = Lleva tu peón a e7.
learn-level-capturing-compulsory-hint = Primero tienes que capturar d5; después sube desde c5 pasando por d6.
learn-level-capturing-two = Captura los dos peones blancos.
learn-level-capturing-two-hint = Cada uno de tus peones tiene una captura: haz una y luego la otra.

## chains

learn-stage-chains = Capturas múltiples
learn-stage-chains-intro = Si una ficha que acaba de saltar puede volver a saltar desde donde ha caído, tiene que seguir: toda la serie de saltos es una sola jugada. Puede cambiar de dirección en cada salto, y las fichas capturadas salen del tablero cuando termina la captura múltiple.

learn-level-chains-straight = Captura dos fichas en una sola jugada.
learn-level-chains-straight-hint = Salta e4 para caer en e5 y luego salta e6.
learn-level-chains-turn = Captura dos fichas en una sola jugada.
learn-level-chains-turn-hint = Salta d4 para caer en e5; luego gira y salta f4.
learn-level-chains-backwards = Captura dos fichas en una sola jugada.
learn-level-chains-backwards-hint = Esta captura múltiple va hacia atrás: por encima de e6 hasta e5 y luego por encima de d4 hasta c3.
learn-level-chains-loop = Captura tres fichas en una sola jugada.
learn-level-chains-loop-hint = Una captura múltiple puede volver a su casilla de salida: c3, e5, e3 y otra vez c3.
learn-level-chains-long = Captura cuatro fichas en una sola jugada.
learn-level-chains-long-hint = Empieza subiendo por la diagonal por encima de b2 y sigue saltando: por encima de d4, f4 y f2.
learn-level-chains-set-up = Captura tres fichas en una sola jugada.
learn-level-chains-set-up-hint = Todavía no hay ninguna captura: avanza primero a c3, donde empieza una captura múltiple alrededor de los tres peones.

## majority

learn-stage-majority = Capturar el máximo
learn-stage-majority-intro = Si puedes capturar de varias maneras, tienes que elegir una captura que se lleve el mayor número de fichas, sea cual sea la ficha que la haga: es la ley de la cantidad, y no se admite una captura menor. Con las reglas saharianas, una captura menor está permitida, pero es una falta (lo verás más adelante), así que ahí también captura el máximo.

learn-level-majority-most = Captura tres fichas en una sola jugada.
learn-level-majority-most-hint = g3 podría capturar una, pero la captura múltiple desde c3 se lleva tres, así que solo esa está permitida.
learn-level-majority-two-men = Captura dos fichas en una sola jugada.
learn-level-majority-two-men-hint = b3 podría capturar una, pero e3 puede capturar dos, así que es e3 quien tiene que capturar.
learn-level-majority-fork = Captura tres fichas en una sola jugada.
learn-level-majority-fork-hint = Desde e3, el camino que sube por la columna e captura más que el salto por encima de d4.
learn-level-majority-sahara = Reglas saharianas: captura todas las fichas que puedas en una sola jugada.
learn-level-majority-sahara-hint = Aquí se permite cualquier captura, pero solo la captura múltiple de tres desde c3 se lleva el máximo.
learn-level-majority-sahara-finish = Reglas saharianas: captura todas las fichas que puedas en una sola jugada.
learn-level-majority-sahara-finish-hint = Aquí puedes detener una captura múltiple a medias. No lo hagas: sigue saltando hasta e9.

## promotion

learn-stage-promotion = La coronación
learn-stage-promotion-intro = Un peón cuya jugada termina en la última fila (la fila 9 para las Negras) se corona sultán, una ficha mucho más fuerte. Solo cuenta dónde termina la jugada: un peón que llega a la última fila en medio de una captura múltiple y tiene que seguir saltando sigue siendo un peón.

learn-level-promotion-first = Consigue un sultán.
learn-level-promotion-first-hint = Un solo paso hasta e9, en la última fila.
learn-level-promotion-walk = Consigue un sultán.
learn-level-promotion-walk-hint = Sube hasta la fila 9: un paso en diagonal es tan rápido como uno recto.
learn-level-promotion-capture = Consigue un sultán.
learn-level-promotion-capture-hint = Una captura que termina en la fila 9 también corona: salta e8.
learn-level-promotion-chain = Consigue un sultán.
learn-level-promotion-chain-hint = Captura los dos peones: la captura múltiple termina en g9.
learn-level-promotion-passing = Consigue un sultán.
learn-level-promotion-passing-hint = La captura pasa por e9, pero tiene que seguir hasta e7, así que el peón no se corona; vuelve a subirlo.
learn-level-promotion-compulsory = Consigue un sultán.
learn-level-promotion-compulsory-hint = g8 no puede avanzar mientras c7 tenga una captura: captura primero (esa captura no corona) y después sube g8.

## mullah-moves

learn-stage-mullah-moves = El vuelo del sultán
learn-stage-mullah-moves-intro = Un sultán se mueve por cualquier línea, hacia adelante o hacia atrás, y recorre tantas casillas vacías como quieras en una sola jugada. No puede girar durante la jugada ni pasar por encima de una ficha, y desde una casilla sin diagonales solo puede volar en línea recta.

learn-level-mullah-moves-fly = Lleva tu sultán a i9.
learn-level-mullah-moves-fly-hint = Un solo vuelo por la gran diagonal.
learn-level-mullah-moves-backwards = Lleva tu sultán a a1.
learn-level-mullah-moves-backwards-hint = Un sultán puede volar hacia atrás: baja por la diagonal.
learn-level-mullah-moves-turn = Lleva tu sultán a h2.
learn-level-mullah-moves-turn-hint = Ninguna línea une a1 y h2: vuela primero a una casilla que esté en una de las líneas de h2, como i1.
learn-level-mullah-moves-straight = Lleva tu sultán a c6.
learn-level-mullah-moves-straight-hint = e4 no tiene diagonales: vuela en línea recta a e6 o a c4 y luego, otra vez en línea recta, a c6.
learn-level-mullah-moves-blocked = Lleva tu sultán a i9.
learn-level-mullah-moves-blocked-hint = Tu propio peón bloquea la diagonal: da la vuelta por una esquina, o quita el peón de en medio.

## mullah-captures

learn-stage-mullah-captures = Capturas a distancia
learn-stage-mullah-captures-intro = Un sultán captura desde lejos: a lo largo de una línea, cruza casillas vacías, salta exactamente una ficha contraria y cae en cualquier casilla vacía que haya detrás. Elige la casilla de llegada desde la que la captura múltiple pueda seguir; la ley de la cantidad sigue vigente.

learn-level-mullah-captures-far = Captura con tu sultán.
learn-level-mullah-captures-far-hint = El peón blanco está en la gran diagonal que sale de a1: cae en cualquier casilla detrás de él.
learn-level-mullah-captures-landing = Captura dos fichas en una sola jugada.
learn-level-mullah-captures-landing-hint = Cae en f6, la casilla desde la que podrás capturar f3 a continuación.
learn-level-mullah-captures-chain = Captura tres fichas en una sola jugada.
learn-level-mullah-captures-chain-hint = Por encima de c3 hasta f6, baja por encima de f3 hasta f2 y luego sigue la fila 2 por encima de c2.
learn-level-mullah-captures-wait = Captura con tu sultán.
learn-level-mullah-captures-wait-hint = El sultán podría capturar h8, pero la captura múltiple de tu peón se lleva dos, que es más, así que el peón va primero; después le toca al sultán.
learn-level-mullah-captures-all = Captura todos los peones blancos en una sola jugada.
learn-level-mullah-captures-all-hint = Sube por encima de a4 hasta a5, ve a la derecha por la fila 5 y luego baja por la columna i.

## removal

learn-stage-removal = Cuándo salen las fichas capturadas
learn-stage-removal-intro = Con las reglas del Zamma, las fichas que capturas se quedan en el tablero hasta que termina tu captura múltiple: siguen cerrando el paso y no se pueden saltar dos veces. Con las reglas del Dhamet, el juego mauritano, cada ficha capturada sale al momento, así que su casilla queda libre para el resto de la captura. Para un peón esto no cambia nada; para un sultán que vuela, puede cambiarlo todo.

learn-level-removal-zamma = Reglas del Zamma: captura los dos peones blancos.
learn-level-removal-zamma-hint = e6 sigue cerrando el paso hasta que termina tu jugada, así que solo puedes capturar un peón por jugada.
learn-level-removal-dhamet = Reglas del Dhamet: captura dos fichas en una sola jugada.
learn-level-removal-dhamet-hint = e6 sale en cuanto lo saltas: vuelve a bajar volando a través de su casilla para capturar e2.
learn-level-removal-dhamet-back = Reglas del Dhamet: captura todos los peones blancos en una sola jugada.
learn-level-removal-dhamet-back-hint = Captura primero e6 y luego vuelve volando a través de e6 y f6, por encima de g6.
learn-level-removal-zamma-back = Reglas del Zamma: captura todos los peones blancos.
learn-level-removal-zamma-back-hint = e6 cierra el camino de vuelta: captura primero los dos peones de la derecha y luego vuela a una casilla desde la que puedas saltar e6.
learn-level-removal-dhamet-row = Reglas del Dhamet: captura tres fichas en una sola jugada.
learn-level-removal-dhamet-row-hint = Captura h9 y luego vuelve volando por la fila 9, a través de las casillas que han quedado vacías, por encima de f9.

## huffing

learn-stage-huffing = Soplar
learn-stage-huffing-intro = Con las reglas saharianas puedes capturar menos fichas que el máximo, detener una captura múltiple a medias o hacer una jugada sin captura cuando podrías capturar, pero cada una de estas cosas es una falta. En el turno siguiente, el rival puede soplar: retirar la ficha que debería haber capturado y después hacer una jugada normal. Aquí las faltas las cometen las Blancas y tú soplas; en el último nivel, cuidado con tus propias faltas.

learn-level-huffing-quiet = Reglas saharianas: captura todos los peones blancos soplando una ficha.
learn-level-huffing-quiet-hint = Avanza a e4 para ofrecer tu peón. Las Blancas no lo capturan: sopla e5 y luego captura el otro peón.
learn-level-huffing-stopped = Reglas saharianas: captura todos los peones blancos soplando una ficha.
learn-level-huffing-stopped-hint = Juega a4-a5. La captura múltiple de las Blancas se detiene a medias: sopla ese peón donde se paró y captura b6.
learn-level-huffing-choose = Reglas saharianas: captura todos los peones blancos soplando una ficha.
learn-level-huffing-choose-hint = Tras la falta de las Blancas puedes soplar d5 o e5: retira e5, y tu captura múltiple por encima de d5 y c6 se lleva el resto.
learn-level-huffing-careful = Reglas saharianas: captura todos los peones blancos sin dejar soplar a las Blancas.
learn-level-huffing-careful-hint = Captura los dos peones a la vez: si tu captura se detiene tras el primero, las Blancas pueden soplar tu peón.

## winning

learn-stage-winning = Ganar
learn-stage-winning-intro = Ganas cuando le toca jugar a tu rival y no puede mover: no le quedan fichas o todas están bloqueadas. A partir de ahora, las Blancas responden a tus jugadas.

learn-level-winning-take-all = Gana capturando el último peón de las Blancas.
learn-level-winning-take-all-hint = Avanza: el peón blanco tiene que bajar hacia ti, y entonces podrás capturarlo.
learn-level-winning-block = Gana bloqueando el último peón de las Blancas.
learn-level-winning-block-hint = El peón de a2 solo puede avanzar a a1, y una ficha en a1 no se puede saltar desde a2: detrás de ella no hay ninguna casilla.
learn-level-winning-block-men = Gana bloqueando el peón de las Blancas.
learn-level-winning-block-men-hint = Pon un peón en a3: a4 no puede avanzar ahí, ni saltarlo mientras a2 esté ocupada.
learn-level-winning-hunt = Gana la partida con tu sultán.
learn-level-winning-hunt-hint = Coloca el sultán de modo que cada paso del peón blanco caiga en una de sus líneas, por ejemplo en e5.
learn-level-winning-no-good-move = Gana la partida.
learn-level-winning-no-good-move-hint = Busca una jugada sin captura tras la cual cualquier jugada de las Blancas las meta en una de tus capturas.

## draws

learn-stage-draws = Tablas
learn-stage-draws-intro = Una partida termina en tablas cuando la misma posición se repite por tercera vez, o por la regla de estancamiento: demasiadas jugadas seguidas sin capturas y sin que se mueva ningún peón (normalmente 100 jugadas, contando las de los dos bandos; muchas menos en estos niveles). Cuando vas por detrás, conseguir tablas, o simplemente no perder, ya es un buen resultado.

learn-level-draws-stall = Consigue tablas: aquí basta una jugada de sultán sin captura por bando.
learn-level-draws-stall-hint = Vuela a una casilla donde ningún sultán blanco pueda saltarte, por ejemplo subiendo por la columna a.
learn-level-draws-guard = Consigue tablas: aquí basta una jugada de sultán sin captura por bando.
learn-level-draws-guard-hint = Una jugada de peón reinicia la cuenta, y tu peón de e2 está en peligro: pon tu sultán en e3, delante de él.
learn-level-draws-behind = Consigue tablas: aquí basta una jugada de sultán sin captura por bando.
learn-level-draws-behind-hint = Tu peón de b5 se puede saltar desde b7: ocupa con tu sultán la casilla de detrás, b4.
learn-level-draws-repetition = Consigue tablas por triple repetición.
learn-level-draws-repetition-hint = Vuela una y otra vez entre a1 y a2: las Blancas hacen lo mismo, y la posición se repite por tercera vez.
learn-level-draws-corner = Mantén vivo tu sultán hasta el final del nivel.
learn-level-draws-corner-hint = Nada puede saltar una ficha que está en una esquina: detrás de ella no hay ninguna casilla.

## tactics

learn-stage-tactics = Táctica
learn-stage-tactics-intro = Como capturar es obligatorio, puedes forzar la respuesta de las Blancas: entrega una ficha a propósito (un sacrificio) y las Blancas tendrán que capturarla y a menudo caerán donde tú puedes capturar más. En cada uno de estos niveles solo funciona una primera jugada.

learn-level-tactics-give-one = Captura dos fichas en una sola jugada.
learn-level-tactics-give-one-hint = Ofrece el peón de e3 avanzándolo una casilla: las Blancas tienen que capturarlo y caen donde tú puedes capturar dos.
learn-level-tactics-threat = Captura dos fichas en una sola jugada.
learn-level-tactics-threat-hint = Busca una casilla donde ningún peón blanco pueda saltar tu peón y desde la que este amenace una captura múltiple, hagan lo que hagan las Blancas.
learn-level-tactics-promote = Consigue un sultán.
learn-level-tactics-promote-hint = Ofrece f7 avanzándolo a f8: el peón de e9 tiene que capturarlo, y eso deja e9 libre para e7.
learn-level-tactics-bait = Captura tres fichas en una sola jugada.
learn-level-tactics-bait-hint = Avanza f6 a f7: el peón que lo captura cae en f6, justo en la diagonal de tu sultán.
learn-level-tactics-new-mullah = Gana la partida.
learn-level-tactics-new-mullah-hint = Consigue primero un sultán en e9: las Blancas tienen que capturar en e3, y eso abre la columna e para tu nuevo sultán.

## endgames

learn-stage-endgames = Finales
learn-stage-endgames-intro = Con pocas fichas en el tablero, un sultán es muy fuerte: ataca desde lejos y escapa del peligro. Gana estos finales juegue lo que juegue la máquina.

learn-level-endgames-mullah-two-men = Gana con tu sultán contra dos peones.
learn-level-endgames-mullah-two-men-hint = Pon tu sultán en c1, debajo del peón de c5: hagan lo que hagan las Blancas, se avecina una captura.
learn-level-endgames-promote = Gana la partida.
learn-level-endgames-promote-hint = Consigue primero un sultán y luego sal a cazar el peón blanco.
learn-level-endgames-men = Gana con tus dos peones.
learn-level-endgames-men-hint = Avanza b5 a b6: entonces los peones blancos tendrán que avanzar hacia tus peones.
learn-level-endgames-two-mullahs = Gana con dos sultanes contra uno.
learn-level-endgames-two-mullahs-hint = Pon un sultán en la esquina i9 y luego ofrece el otro donde la captura de las Blancas tenga que terminar en una línea de i9.
learn-level-endgames-corner = Gana la partida.
learn-level-endgames-corner-hint = Consigue un sultán en b9 y luego ofrécelo en la fila del sultán blanco: la captura termina en la columna a, donde a1 captura a su vez.
