# Cómo se juega: las reglas explicadas a un jugador, las variantes y las
# opciones de reglas. Lo usan /rules en Discord y `rules` en la consola.

rules-title = Cómo se juega al Zamma
rules-text =
    El **Zamma** (también Damma; **Srand** o **Dhamet** en Mauritania) es el juego de damas del Sahara. Se juega en un tablero de alquerque de 9×9: las fichas se colocan en los cruces de las líneas (las casillas) y se mueven siguiendo las líneas. Empiezan las Negras.
    • Los **peones** avanzan una casilla hacia adelante (en línea recta, o en diagonal donde la casilla tiene diagonales). Capturan en cualquier dirección saltando sobre una ficha contraria adyacente hasta la casilla vacía que hay justo detrás.
    • **La captura es obligatoria**, y la ficha que captura sigue saltando mientras pueda: toda la cadena es una sola jugada. De todas las capturas posibles tienes que jugar una de las que capturan **más** fichas (la regla de la mayoría).
    • El peón cuya jugada **termina** en la última fila se convierte en **sultán** (también llamado mullah): se mueve y captura a cualquier distancia a lo largo de una línea (en cada salto de captura pasa por encima de una sola ficha contraria).
    • Pierdes si no tienes ninguna jugada legal (no te quedan fichas o están todas bloqueadas). Abandonar es perder; se pueden acordar tablas, y también son tablas la triple repetición y 100 movimientos seguidos sin capturas ni avances de peón.
    • Las jugadas se escriben `c3-c4`, las capturas `c3xe5` y las capturas múltiples `c3xe5xg3`; basta con la salida y la llegada (`c3 g3`) cuando solo hay una jugada posible.
rules-presets = Variantes
rules-options = Las opciones cambian una variante en `/challenge options:`, p. ej. `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. En las partidas con `majority=huff` puedes **soplar** (retirar) una ficha que no capturó el máximo: escribe `huff d4, c3-c4`.
rules-options-console = Las opciones cambian una variante: `challenge bob sahara,count=off`, p. ej. `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. En las partidas con majority=huff puedes soplar (retirar) una ficha que no capturó el máximo: `move huff d4, c3-c4`.

preset-zamma = 9×9; las fichas capturadas salen al terminar la jugada; hay que capturar el máximo
preset-dhamet = 9×9 mauritano (srand): las fichas capturadas salen al momento; hay que capturar el máximo
preset-sahara = 9×9 sahariano: retirada inmediata, sultán cae justo detrás, soplar, recuento si hay tablas
preset-zamma5 = Tablero pequeño de 5×5 con diagonales en todas partes, reglas del Zamma
preset-line = `{ $name }` — { $summary }
