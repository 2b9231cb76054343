# Cómo se juega: las reglas explicadas a un jugador, las variantes y las
# opciones de reglas. Lo usan /rules en Discord y `rules` en la consola.

rules-title = Cómo se juega al Zamma
rules-text =
    El **Zamma** (también Damma; **Srand** o **Dhamet** en Mauritania) es el juego de damas del Sahara. Se juega en un tablero de alquerque de 9×9: las fichas se colocan en los cruces de las líneas (las casillas) y se mueven siguiendo las líneas. Empiezan las Negras.
    • Los **peones** avanzan una casilla hacia adelante, en línea recta o en diagonal (donde la casilla tiene diagonales). Capturan en cualquier dirección, saltando por encima de una ficha contraria adyacente hasta la casilla vacía que hay justo detrás.
    • **La captura es obligatoria**, y la ficha que captura sigue saltando mientras pueda: toda la serie de saltos (una captura múltiple) es una sola jugada. Entre todas las capturas posibles, tienes que elegir una de las que capturan **más** fichas (es la ley de la cantidad).
    • El peón cuya jugada **termina** en la última fila se corona **sultán** (también llamado mulá): se mueve y captura a cualquier distancia a lo largo de una línea, pero en cada salto de captura pasa por encima de una sola ficha contraria.
    • Pierdes si no tienes ninguna jugada legal (porque no te quedan fichas o porque están todas bloqueadas). Abandonar cuenta como derrota. Las tablas se pueden acordar, y también hay tablas por triple repetición o tras 100 jugadas seguidas (contando las de ambos bandos) sin capturas ni avances de peón.
    • Las jugadas se escriben `c3-c4`; las capturas, `c3xe5`, y las capturas múltiples, `c3xe5xg3`. Si solo hay una jugada posible entre dos casillas, basta con escribir la salida y la llegada (`c3 g3`).
rules-presets = Variantes
rules-options = Con `/challenge options:` puedes cambiar una variante mediante opciones, p. ej., `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. En las partidas con `majority=huff` puedes **soplar** (retirar del tablero) una ficha rival que no capturó el máximo y después hacer tu jugada: escribe `huff d4, c3-c4`.
rules-options-console = Las opciones cambian una variante y se escriben tras ella, separadas por comas (`challenge bob sahara,count=off`); por ejemplo: `landing=behind`, `removal=immediate`, `majority=huff`, `count=on`, `stall=60`. En las partidas con `majority=huff` puedes soplar (retirar del tablero) una ficha rival que no capturó el máximo y después hacer tu jugada: `move huff d4, c3-c4`.

preset-zamma = 9×9; las fichas capturadas se retiran al terminar la jugada; ley de la cantidad
preset-dhamet = 9×9 mauritano (srand): las fichas capturadas se retiran al momento; ley de la cantidad
preset-sahara = 9×9 sahariano: retirada inmediata, sultán cae justo detrás, soplo, desempate por recuento
preset-zamma5 = Tablero pequeño de 5×5 con diagonales en todas las casillas; reglas del Zamma
preset-line = `{ $name }` — { $summary }
