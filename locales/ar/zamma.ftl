# كلمات zamma-bot بالعربية: الرفض والنتائج وأحداث المباراة، كما تصوغها كل
# الواجهات (ديسكورد، الطرفية). ملف واحد لكل لغة؛ المعرّفات مشتركة.
#
# مسرد المصطلحات (Glossary):
#   Zamma / Damma = الضامة ؛ Srand / Dhamet = أصرند / ظامت (الاسم الموريتاني، كما تكتبه الصحافة الموريتانية)
#   game (one match) = مباراة ؛ board = الرقعة ؛ point = نقطة ؛ position = الوضعية
#   piece = قطعة / قطع (الكلمة المحايدة: جيش من العيدان وجيش من الحجارة، فلا «حجر»)
#   man = قطعة عادية (وتكفي «قطعة» حين تُذكر مقابل «سلطان»، كما في وصف النقاط لقارئ الشاشة)
#   mullah (= sultan) = سلطان
#   move = نقلة ؛ turn = الدور ؛ capture = أكل ؛ capture chain = أكل متتابع
#   take the maximum (majority rule) = أكل العدد الأكبر
#   huff = النفخ، نفخ القطعة (يبقى huff كما هو في كتابة النقلة)
#   draw = تعادل ؛ draw offer = عرض تعادل ؛ resign = استسلام ؛ abort = إلغاء
#   challenge = تحدٍّ ؛ rated = محتسبة في التصنيف ؛ casual = ودّية ؛ rating = التصنيف
#   computer = الحاسوب ؛ level = مستوى ؛ preset = نمط (zamma، dhamet، sahara…)
#   par (عدد النقلات المستهدف في مستوى من الدورة) = الحدّ المطلوب (من النقلات)، لا «المعدّل»
#   ply = نقلة (نقلة أحد اللاعبين) ؛ leaderboard = لوحة الصدارة ؛ thread = سلسلة رسائل
#   standings = الترتيب ؛ puzzle = لغز ؛ tournament = بطولة ؛ round = جولة
#   rematch = مباراة أخرى (لا «مباراة ثأر») ؛ costliest turn = أسوأ نقلة
#   Black / White (players) = الأسود / الأبيض ؛ stall rule = قاعدة الجمود
#   quick pairing = الإقران السريع ؛ seek = طلب لعب (take a seek = قبول طلب لعب) ؛ block = حظر
#   role (Discord) = رتبة ؛ ping (a role) = ذِكر (يُذكر)

## Colours and outcomes

colour-black = الأسود
colour-white = الأبيض

draw-reason-agreement = بالاتفاق
draw-reason-repetition = بتكرار الوضعية نفسها ثلاث مرات
draw-reason-stall = بقاعدة الجمود (مرّت نقلات كثيرة دون أكل ولا تحريك قطعة عادية)

outcome-draw = تعادل { $reason }
outcome-no-moves = فاز { $winner }: لم تبقَ لدى { $loser } أي نقلة ممكنة
outcome-no-pieces = فاز { $winner }: لم تبقَ لدى { $loser } أي قطعة
outcome-resignation = فاز { $winner }: استسلم { $loser }
outcome-timeout = فاز { $winner }: نفد وقت { $loser }
outcome-count = فاز { $winner } بعدد القطع: انتهت المباراة { $reason } ولدى { $winner } قطع أكثر

## How a game ended, with the rating changes it caused

end-win = فاز { $name } ({ $colour }){ $how ->
        [no-moves] : لم تبقَ لدى { $loser } أي نقلة ممكنة.
        [no-pieces] : لم تبقَ لدى { $loser } أي قطعة.
        [resignation] : استسلم { $loser }.
        [timeout] : نفد وقت { $loser }.
       *[count] {""} بعدد القطع: انتهت المباراة { $draw } ولدى { $colour } قطع أكثر.
    }
end-draw = { $outcome }.
end-aborted = ألغى { $name } المباراة رقم { $game }، فلا تُحتسب.
end-tournament-cancelled = أُلغيت المباراة رقم { $game } لأن بطولتها أُلغيت، فلا تُحتسب.
# تغيّر تصنيف لاعب واحد: الاسم، التصنيف قبل وبعد (مع ؟ ما دام مؤقتًا، كما في rating-provisional، لأن ? اللاتينية تُعزل علامةَ تقييم)،
# والفرق بإشارته. السهم ← لأن الكتابة من اليمين إلى اليسار.
rating-change = { $name }: { $before } ← { $after }{ $provisional ->
        [yes] ؟
       *[no] {""}
    } ({ $delta }).

## Refusals: why, and what to do instead

refusal-self-challenge = لا يمكنك أن تتحدى نفسك؛ اختر لاعبًا آخر.
refusal-rated-from-position = المباراة التي تبدأ من وضعية مُعدّة مسبقًا لا تُحتسب في التصنيف: اجعلها ودّية.
refusal-bot-opponent = { $name } بوت لا يستطيع قبول التحديات؛ للعب ضد الحاسوب استعمل الأمر `{ $prefix }play-ai`.
refusal-already-challenged = لديك تحدٍّ مفتوح مع { $name }؛ انتظر الرد أو ألغِه أولًا.
refusal-too-many-games = لدى { $name } الآن { $limit ->
        [zero] صفر من المباريات الجارية
        [one] مباراة واحدة جارية
        [two] مباراتان جاريتان
        [few] { $limit } مباريات جارية
       *[other] { $limit } مباراة جارية
    }، وهذا أقصى ما يُسمح به في وقت واحد؛ يجب أن تنتهي إحداها قبل بدء مباراة أخرى.
refusal-bad-rules = هذه القواعد غير صالحة: { $reason }.
refusal-bad-move-time = `{ $text }` ليست مدة صالحة للنقلة؛ اكتب مثلًا 30m أو 12h أو 3d (m دقائق، h ساعات، d أيام؛ من 5m إلى 7d).
refusal-move-time-out-of-range = لا يمكن أن يكون الوقت المخصص لكل نقلة { $time } هنا: اختر مدة بين { $min } و{ $max }، تُكتب مثلًا 30m أو 12h أو 3d (m دقائق، h ساعات، d أيام).
refusal-bad-level = لا يوجد مستوى { $level }؛ مستويات الحاسوب من 1 (مبتدئ) إلى 5 (الأقوى).
refusal-computer-not-bot = يجب أن يكون الحساب الذي يلعب دور الحاسوب حساب بوت.
refusal-no-such-challenge = هذا التحدي غير موجود؛ ربما حُذف.
refusal-challenge-closed = { $status ->
        [accepted] سبق أن قُبل هذا التحدي.
        [declined] سبق أن رُفض هذا التحدي.
        [cancelled] سبق أن أُلغي هذا التحدي.
       *[expired] سبق أن انتهت صلاحية هذا التحدي.
    }
refusal-challenge-expired = انتهت صلاحية هذا التحدي؛ أرسل تحديًا جديدًا.
refusal-not-challenged = لا يستطيع الرد على هذا التحدي إلا { $name }.
refusal-not-challenger = لا يستطيع إلغاء هذا التحدي إلا مُرسِله { $name }.
refusal-challenge-taken = سبقك { $name } إلى قبول هذا التحدي، فلم يعد متاحًا. أرسل أنت تحديًا بدلًا منه.
refusal-own-challenge = هذا تحديك أنت؛ انتظر أن يقبله غيرك، أو ألغِه.
refusal-outside-rating-range = هذا التحدي مفتوح للاعبين ذوي التصنيف { $which ->
        [both] من { $min } إلى { $max }
        [min] { $min } فأكثر
       *[max] { $max } فأقل
    }، وتصنيفك { $rating }. تحدَّ هذا اللاعب مباشرةً بدلًا من ذلك.
refusal-bad-rating-range = الحد الأدنى للتصنيف ({ $min }) أعلى من الحد الأقصى ({ $max })؛ بدّل بينهما.
refusal-outside-entry-range = هذه البطولة مفتوحة للاعبين ذوي التصنيف { $which ->
        [both] من { $min } إلى { $max }
        [min] { $min } فأكثر
       *[max] { $max } فأقل
    }، وتصنيفك { $rating }. يعرض الأمر `{ $prefix }tournament list` البطولات الأخرى في هذا الخادم.
refusal-not-a-pool = ليس في الإقران السريع مدة { $time } لكل نقلة؛ المدد المتاحة: { $pools }.
refusal-in-quick-game = أنت تلعب بالفعل مباراة من الإقران السريع (رقم { $id }): أنهِها قبل أن تبحث عن أخرى.
refusal-seek-gone = طلب اللعب هذا لم يعد مفتوحًا: فقد وجد صاحبه خصمًا، أو أُلغي، أو انتهت مدته. انظر في `{ $prefix }lobby` من جديد، أو ابحث أنت عن مباراة بالأمر `{ $prefix }play`.
refusal-own-seek = هذا طلبك أنت؛ انتظر أن يقبله غيرك، أو ألغِه.
refusal-seek-outside-range = طلب اللعب هذا مخصّص للاعبين ذوي التصنيف { $which ->
        [both] من { $min } إلى { $max }
        [min] { $min } فأكثر
       *[max] { $max } فأقل
    }، وتصنيفك { $rating }. اختر طلبًا آخر في `{ $prefix }lobby`، أو ابحث أنت عن مباراة بالأمر `{ $prefix }play`.
refusal-block-self = لا يمكنك أن تحظر نفسك.
refusal-rematch-elsewhere = لعب خصمك هذه المباراة من مكان آخر لا يصل إليه تحدٍّ من هنا: ابحث عن مباراة جديدة بالأمر `{ $prefix }play`، أو اقبل طلب لعب في `{ $prefix }lobby`.
refusal-already-open = لديك هنا بالفعل تحدٍّ مفتوح للجميع (رقم { $id })؛ ألغِه قبل أن ترسل غيره.
refusal-no-puzzle-left = جرّبت كل ألغاز النمط { $preset }؛ جرّب نمطًا آخر، أو عد حين تُكتشف ألغاز جديدة.
refusal-puzzle-in-progress = أكمل أولًا اللغز الذي بدأته (أو العب نقلة لإنهائه).
refusal-no-puzzle = ليس لديك لغز جارٍ (فقد انتهى اللغز السابق)؛ اطلب لغزًا جديدًا.
refusal-no-such-game = هذه المباراة غير موجودة.
refusal-no-active-game = ليست لديك مباراة جارية هنا؛ تحدَّ أحدًا لتبدأ مباراة.
refusal-which-game = لديك عدة مباريات هنا ({ $games })؛ حدّد أيّها تقصد بالخيار game.
refusal-not-a-player = لست لاعبًا في هذه المباراة؛ لا يتصرف فيها إلا لاعباها.
refusal-not-your-turn = ليس دورك؛ الدور على { $name }.
refusal-position-changed = تغيّرت الوضعية قبل وصول نقلتك (لُعبت نقلة للتو)؛ انظر إلى الرقعة الجديدة وأعد المحاولة.
refusal-game-over = انتهت هذه المباراة: { $outcome }.
refusal-not-finished = هذه المباراة لم تنتهِ بعد: يأتي التحليل بعد انتهائها.
refusal-still-playing = هذه المباراة ما زالت جارية: يمكن طلب مباراة أخرى بعد انتهائها.
refusal-busy = يجري الآن إعداد تحليل لك: تحليل واحد في كل مرة من فضلك. أعد الطلب بعد وصوله.
refusal-computer-thinking = الحاسوب يفكّر في نقلته: اعرض التعادل من جديد بعد أن يلعب.
draw-declined-computer = يرى الحاسوب (المستوى { $level }) أن موقفه أفضل في المباراة رقم { $game }، فيواصل اللعب.
refusal-game-aborted = انتهت هذه المباراة: لقد أُلغيت.
refusal-no-draw-offer = لا يوجد عرض تعادل لترد عليه؛ يمكنك أن تعرض التعادل بنفسك.
refusal-own-draw-offer = أنت من عرض هذا التعادل؛ على خصمك أن يرد عليه.
refusal-takeback-rated = لا يُسمح بالتراجع عن نقلة إلا في المباريات الودّية والمباريات ضد الحاسوب؛ أما في المباراة المحتسبة في التصنيف فكل نقلة نهائية.
refusal-nothing-to-take-back = ليست لديك نقلة تتراجع عنها: لا يمكنك التراجع إلا عن نقلتك الأخيرة، وقبل أن يلعب خصمك.
refusal-no-takeback = لم يطلب أحد التراجع عن نقلة في هذه المباراة.
refusal-own-takeback = أنت من طلب هذا التراجع؛ على خصمك أن يرد عليه.
refusal-too-late-to-abort = لا يمكن إلغاء المباراة إلا قبل أن يلعب كلا اللاعبَين نقلته الأولى؛ يمكنك أن تستسلم بدلًا من ذلك.
refusal-no-such-tournament = لا توجد بطولة كهذه في هذا الخادم؛ يعرض `{ $prefix }tournament list` البطولات الموجودة فيه.
refusal-no-tournament = لا توجد في هذا الخادم بطولة مفتوحة للتسجيل أو جارية؛ أنشئ واحدة بالأمر `{ $prefix }tournament create`.
refusal-which-tournament = توجد هنا عدة بطولات مفتوحة أو جارية ({ $tournaments })؛ حدّد أيّها تقصد بالخيار tournament.
refusal-tournament-server-only = البطولات تُقام في الخوادم؛ أنشئ بطولة في قناة من قنوات خادم.
refusal-bad-entry-limit = يتراوح عدد لاعبي البطولة بين { $min } و{ $max }؛ اختر حدًّا أقصى للمشاركين ضمن هذا النطاق.
refusal-bad-rounds = عدد جولات البطولة بالنظام السويسري من 1 إلى { $max }؛ اختر عددًا ضمن هذا النطاق.
refusal-bad-round-time = `{ $text }` ليست مدة صالحة للجولة: مدة الجولة لا تقل عن الوقت المخصص لنقلة واحدة ولا تزيد على { $max }؛ اكتب مثلًا 12h أو 3d.
refusal-bad-start-delay = `{ $text }` ليس موعد بدء ممكنًا: تبدأ البطولة من تلقاء نفسها بعد { $max } من الآن على الأكثر؛ اكتب مثلًا 30m أو 12h أو 3d، أو اتركه فارغًا وابدأ البطولة بنفسك.
refusal-tournament-full = اكتمل عدد المشاركين في هذه البطولة (الحد الأقصى { $limit })؛ اطلب من المنظِّم رفع الحد، أو انضم إلى البطولة التالية.
refusal-already-entered = أنت مشارك في هذه البطولة بالفعل.
refusal-not-entered = لست مشاركًا في هذه البطولة؛ انضم إليها بالأمر `{ $prefix }tournament join` ما دام التسجيل مفتوحًا.
refusal-entries-closed = بدأت هذه البطولة: لم يعد بالإمكان الانضمام إليها ولا مغادرتها. للتوقف عن اللعب فيها استعمل `{ $prefix }tournament withdraw`.
refusal-not-organiser = لا يستطيع فعل ذلك إلا { $name }، منظِّم هذه البطولة، أو من يملك صلاحية إدارة الخادم.
refusal-too-few-entrants = تحتاج البطولة إلى لاعبَين على الأقل لتبدأ، وعدد المشاركين فيها الآن { $count }؛ انتظر انضمام المزيد.
refusal-tournament-not-running = { $status ->
        [open] لم تبدأ هذه البطولة بعد.
        [finished] انتهت هذه البطولة.
       *[cancelled] أُلغيت هذه البطولة.
    }
refusal-tournament-over = { $status ->
        [finished] انتهت هذه البطولة بالفعل؛ يعرض `{ $prefix }tournament standings` ترتيبها النهائي.
       *[cancelled] أُلغيت هذه البطولة.
    }
refusal-already-withdrawn = سبق أن انسحبت من هذه البطولة.
refusal-tournament-game = لا يمكن إلغاء مباراة من مباريات بطولة: استسلم فيها، أو (إن كنت منظِّم البطولة) ألغِ البطولة كلها.
refusal-input-too-long = { $what ->
        [move] نص النقلة
        [tournament-name] اسم البطولة
       *[rules] نص خيارات القواعد
    } طويل جدًا (الحد الأقصى { $max ->
        [zero] صفر من الأحرف
        [one] حرف واحد
        [two] حرفان
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    }).
refusal-unavailable = قاعدة بيانات المباريات غير متاحة مؤقتًا؛ أعد المحاولة بعد قليل من فضلك.
refusal-internal = حدث خطأ من جهتنا وقد سُجّلت المشكلة. أعد المحاولة من فضلك.

## A game in a list

game-state-to-move = الدور على { $name }
game-state-draw = تعادل
game-state-won = { $winner ->
        [black] فاز الأسود
       *[white] فاز الأبيض
    }
game-state-aborted = أُلغيت

## Why the rules refuse a turn (each with the figures it names)

# قطعة أو سلطان أحد اللاعبَين، قصيرًا لأن قارئ الشاشة ينطقه عند كل نقطة:
# «قطعة الأسود»، «سلطان الأبيض». ($colour هو «الأسود» أو «الأبيض» بأداة
# التعريف ومعزولًا، فلا يُلصق به حرف جر، ولا تُكتب «قطعة بيضاء» إلا إن مرّر
# الكود اللون نفسه متغيّرًا يُختار به.)
piece = { $kind ->
        [mullah] { $side ->
            [black] سلطان أسود
           *[white] سلطان أبيض
        }
       *[man] { $side ->
            [black] قطعة سوداء
           *[white] قطعة بيضاء
        }
    }
# عدد القطع منصوبًا (مفعولًا به): «تأكل قطعتين»، «تأكل 12 قطعةً».
pieces = { $count ->
        [zero] صفرًا من القطع
        [one] قطعةً واحدة
        [two] قطعتين
        [few] { $count } قطع
        [many] { $count } قطعةً
       *[other] { $count } قطعة
    }

illegal-empty = لم تكتب أي نقلة؛ اكتب نقلة مثل c3-c4 أو c3xe5.
illegal-too-long = نص هذه النقلة أطول من { $max ->
        [zero] صفر من الأحرف
        [one] حرف واحد
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    }.
illegal-syntax = تعذّر فهم `{ $text }` على أنه نقلة؛ اكتب النقاط هكذا: c3-c4، أو c3xe5xg3 لأكل متتابع.
illegal-off-board = { $point } ليست نقطة من نقاط الرقعة { $board }.
illegal-one-point = تحتاج النقلة إلى نقطة انطلاق ونقطة وصول؛ أضف نقطة الوصول بعد { $point }، مثل c3-c4.
illegal-no-piece = لا توجد قطعة في { $at }.
illegal-not-your-piece = في { $at } { $piece }، لكن الدور على { $turn }.
illegal-no-legal-moves = ليست لدى { $turn } أي نقلة ممكنة.
illegal-same-square = نقطة الوصول هي نقطة الانطلاق نفسها ({ $at })؛ يجب أن تنتقل القطعة إلى نقطة أخرى.
illegal-no-line = لا يصل أي خط من خطوط الرقعة بين { $from } و{ $to }.
illegal-backwards = القطعة العادية لا تتحرك إلى الخلف ولا إلى الجانب (من { $from } إلى { $to })؛ لا يجوز ذلك إلا في الأكل.
illegal-man-one-step = القطعة العادية تتقدم خطوة واحدة فقط، ومن { $from } إلى { $to } أبعد من خطوة؛ السلطان وحده يطير أبعد من ذلك.
illegal-occupied = النقطة { $at } مشغولة.
illegal-blocked = الطريق من { $from } إلى { $to } مسدود عند { $at }.
illegal-capture-compulsory = الأكل إجباري: النقلة { $example } مثلًا تأكل { $pieces }.
illegal-must-take-max = يجب أن تأكل العدد الأكبر، أي { $pieces }، كما في { $example }.
illegal-no-such-chain = لا يوجد أكل { $text } في هذه الوضعية.
illegal-not-legal = { $text } ليست نقلة مسموحة هنا.
illegal-ambiguous = `{ $text }` تحتمل أكثر من نقلة؛ فهي توافق: { $matches }.
illegal-game-over = انتهت المباراة ({ $outcome }).
illegal-huff-not-in-rules = النفخ لا يكون إلا في المباريات التي تُلعب بالخيار majority=huff (مثل النمط sahara).
illegal-nothing-to-huff = لا يوجد ما تنفخه: لا يحق لك النفخ إلا مباشرة بعد أن يقصّر خصمك في أكل العدد الأكبر.
illegal-cannot-huff = لا يمكن نفخ القطعة التي في { $at }؛ ما يمكنك نفخه: { $allowed }.
illegal-huff-without-move = بعد النفخ العب نقلتك أيضًا، مثل `huff d4, c3-c4`.
illegal-huff-syntax = اكتب النفخ هكذا: `huff <point>, <move>` (النقطة المنفوخة ثم نقلتك)، مثل `huff d4, c3-c4`.
illegal-size-mismatch = القواعد تستعمل رقعة { $rules }، لكن الوضعية على رقعة { $position }.

## صور الرقعة: التعليق تحت الرقعة والوصف (النص البديل) الذي يقرؤه قارئ الشاشة.
caption-to-move = الدور على { $colour }
caption-start = البداية
caption-ply = { $number } { $colour } { $turn }
caption-ply-end = { $number } { $colour } { $turn } · { $result }
caption-wins = فاز { $colour }
caption-draw = تعادل
board-alt-head = رقعة الضامة، المباراة { $game }، النقلة { $move }.
board-alt-to-move = الدور على { $colour }.
board-alt-over = انتهت المباراة: { $result }.
board-alt-last = آخر نقلة: لعب { $colour } { $turn }.
board-alt-last-capture = آخر نقلة: لعب { $colour } { $turn } وأكل { $taken }.
board-alt-mullahs = { $count ->
        [zero] ولم يكن أيٌّ منها سلطانًا.
        [one] وكان أحدها سلطانًا.
        [two] وكان اثنان منها سلطانين.
        [few] وكان { $count } منها سلاطين.
       *[other] وكان { $count } منها سلطانًا.
    }
board-alt-huff = قبل النقلة الأخيرة مباشرةً نُفخت القطعة التي في { $point }.
board-alt-counts = يملك الأسود { $black }، ويملك الأبيض { $white }.

## A review's board, and what the review says about one turn.
caption-review = { $number } { $colour } { $turn } · الأفضل: { $best }
caption-review-best = { $number } { $colour } { $turn } · اختيار الحاسوب
caption-review-forced = { $number } { $colour } { $turn } · النقلة الوحيدة الممكنة
board-alt-review = رقعة الضامة، المباراة { $game }، قبل النقلة { $ply }: لعب { $colour } النقلة { $turn }، ويمثّلها السهم المتصل.
board-alt-review-better = كان الحاسوب يفضّل النقلة { $best }، ويمثّلها السهم المتقطع.
review-turn-played = { $number } لعب { $colour } ({ $player }) { $turn }.
review-turn-blunder = خطأ فادح (??): أسوأ من أفضل نقلة بفارق { $loss } قطعة.
review-turn-mistake = خطأ (?): أسوأ من أفضل نقلة بفارق { $loss } قطعة.
review-turn-inaccuracy = عدم دقة (?!): أسوأ من أفضل نقلة بفارق { $loss } قطعة.
review-turn-close = تكاد تساوي أفضل نقلة: الفارق أقل من نصف قطعة.
review-turn-best = كان الحاسوب سيلعب هذه النقلة أيضًا.
review-turn-forced = كانت النقلة الوحيدة الممكنة، فلا تُقيَّم.
review-turn-better = كان الحاسوب يفضّل { $best }.
review-turn-better-drawn = كان الحاسوب يفضّل { $best } (وهي المرسومة بسهم متقطع على الرقعة).
review-turn-eval = التقييم من جهة الأسود، بالقطع: { $before } قبل النقلة، و{ $after } بعدها.

## سبب رفض نص القواعد (النمط والخيارات): السبب داخل refusal-bad-rules.
rules-error-empty = القواعد فارغة؛ اذكر نمطًا مثل `zamma`
rules-error-too-long = نص القواعد أطول من { $max ->
        [zero] صفر من الأحرف
        [one] حرف واحد
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    }
rules-error-unknown-preset = لا يوجد نمط باسم `{ $preset }`؛ اختر واحدًا من zamma أو dhamet (أو srand) أو sahara أو zamma5
rules-error-missing-value = الخيار `{ $option }` يحتاج إلى قيمة، تُكتب هكذا: `{ $option }=<value>`
rules-error-unknown-option = لا يوجد خيار باسم `{ $option }`؛ الخيارات هي removal وlanding وmajority وcount وstall وboard
rules-error-bad-value = `{ $value }` ليست قيمة للخيار `{ $option }`؛ استعمل { $expected }
rules-error-either = `{ $first }` أو `{ $second }`
rules-error-plies = عددًا من النقلات من 0 (للإيقاف) إلى { $max }
rules-error-repeated = الخيار `{ $option }` مذكور مرتين
board-alt-mullah-alone = وكان سلطانًا.

## الألغاز

puzzle-title = اللغز { $id } · تصنيفه { $rating }
puzzle-find = الدور على { $colour }: جد النقلة الرابحة{ $steps ->
        [1] .
       *[other] {""} (النقلة { $step } من { $steps }).
    }
puzzle-right = أحسنت: { $played }. يردّ الحاسوب بـ { $reply }؛ جد النقلة التالية.
puzzle-solved = حُلّ اللغز: { $played }! المواضيع: { $themes }.
puzzle-wrong = ليست هذه هي النقلة: { $played }. كانت النقلة الرابحة { $solution }.
puzzle-rating = تصنيفك في الألغاز: { $rating } ({ $delta })؛ الألغاز المحلولة تواليًا: { $streak }.
puzzle-unrated = سبق أن جرّبت هذا اللغز، فيبقى تصنيفك في الألغاز { $rating }.
puzzle-theme = { $theme ->
        [multi-capture] أكل متتابع
        [mullah] السلطان
        [sacrifice] تضحية
        [majority] أكل العدد الأكبر
        [huff] النفخ
       *[endgame] مرحلة النهاية
    }
puzzle-leaders-title = أفضل حلّالي الألغاز
puzzle-leader = { $rank }. { $name } — { $rating } · حلّ { $solved } · أطول سلسلة { $best }
puzzle-leaders-empty = لم يحلّ أحد لغزًا بعد.

## البطولات

# مصطلحات البطولات: tournament = بطولة ؛ round = جولة ؛ pairings = المواجهات ؛
# bye = راحة ؛ forfeit = خسارة بالانسحاب ؛ tie (مواجهة في الكأس) = مواجهة ؛
# board (رقم) = الطاولة ؛ seed = المصنَّف ؛ withdraw = انسحاب ؛ round robin = دوري.

tournament-name-default = البطولة رقم { $id }
tournament-format = { $format ->
        [robin] دوري (كل لاعب ضد الجميع)
        [double-robin] دوري ذهابًا وإيابًا
        [swiss] النظام السويسري
       *[cup] كأس بخروج المغلوب
    }
tournament-status = { $status ->
        [open] التسجيل مفتوح
        [running] الجولة { $round } من { $rounds }
        [finished] انتهت
       *[cancelled] أُلغيت
    }
tournament-settings = { $format } · { $rules } · { $time } لكل نقلة · أقصى مدة للجولة { $round_time } · { $rated ->
        [yes] مباريات محتسبة في التصنيف
       *[no] مباريات ودّية
    }
tournament-entries = اللاعبون: { $count } من { $max }
tournament-entry-range = مفتوحة للاعبين ذوي التصنيف { $which ->
        [both] من { $min } إلى { $max }
        [min] { $min } فأكثر
       *[max] { $max } فأقل
    }.
tournament-starts = موعد البدء: { $when }، أو قبل ذلك إن بدأها المنظِّم.
tournament-starts-by-organiser = تبدأ حين يبدؤها { $organiser } (المنظِّم).
tournament-decider = المواجهة التي تنتهي بالتعادل تُعاد بعد تبديل الألوان؛ فإن انتهت بالتعادل مرة أخرى تأهّل { $decider ->
        [pieces] اللاعب الذي بقيت له قطع أكثر (وعند التساوي: المصنَّف الأعلى)
       *[seed] المصنَّف الأعلى
    }.
tournament-round-deadline = تُحسم مباريات الجولة { $round } التي لم تنتهِ عند الموعد النهائي ({ $when }) كأنّ صاحب الدور نفد وقته.
tournament-list-line = { $name } · { $format } · { $status }
tournament-entry = { $what ->
        [created] { $tournament }: أنشأ { $name } هذه البطولة؛ انضم إليها بالأمر `/tournament join`.
        [joined] { $tournament }: انضم { $name } إلى البطولة (اللاعبون: { $count } من { $max }).
        [left] { $tournament }: غادر { $name } البطولة (اللاعبون: { $count } من { $max }).
        [withdrew] { $tournament }: انسحب { $name } من البطولة، فتُحتسب مباراته الجارية خسارةً، ولن يلعب فيها أي مباراة أخرى.
       *[cancelled] { $tournament }: ألغى { $name } البطولة.
    }
tournament-round = { $tournament }: بدأت الجولة { $round } من { $rounds }. بالتوفيق!
tournament-rematch = { $tournament }: انتهت المواجهة بين { $black } و{ $white } بالتعادل، فتُعاد بعد تبديل الألوان.
tournament-finished = { $tournament }: انتهت البطولة، وفاز بها { $winner }!
tournament-place = { $rank ->
        [2] المركز الثاني
       *[3] المركز الثالث
    }: { $name }.
tournament-finished-no-winner = { $tournament }: انتهت البطولة.
tournament-cancelled-empty = { $tournament }: أُلغيت البطولة لأن عدد المنضمّين إليها كان أقل من لاعبَين حين حان موعد بدئها.
pairing-playing = جارية
pairing-bye = راحة
pairing-forfeit = { $result } (خسارة بالانسحاب)
pairing-line = الطاولة { $board }: { $black } (الأسود) – { $white } (الأبيض) · { $result }
pairing-line-again = الطاولة { $board }، مرة أخرى: { $black } (الأسود) – { $white } (الأبيض) · { $result }
pairing-line-bye = الطاولة { $board }: { $player } · راحة
standings-title = { $round ->
        [0] { $tournament }: الترتيب
       *[other] { $tournament }: الترتيب بعد الجولة { $round }
    }
standings-rank = #
standings-player = اللاعب
tournament-players = المشاركون
standings-points = النقاط
standings-buchholz = بوخهولز
standings-sb = سونبورن-بيرغر
standings-games = المباريات
standings-reached = الجولة
standings-withdrawn = (انسحب)
cup-final = النهائي
cup-semi-finals = نصف النهائي
cup-quarter-finals = ربع النهائي
cup-round = الجولة { $round }
standings-more = …والبقية ({ $count }) في الصورة.

## الأعداد والمدد والقوائم كما تُكتب بالعربية ($n عدد).
## المدة: أيامها وساعاتها ودقائقها، يجمعها duration-two أو duration-three.

duration-days = { $n ->
        [zero] { $n } يوم
        [one] يوم
        [two] يومين
        [few] { $n } أيام
        [many] { $n } يومًا
       *[other] { $n } يوم
    }
duration-hours = { $n ->
        [zero] { $n } ساعة
        [one] ساعة
        [two] ساعتين
        [few] { $n } ساعات
        [many] { $n } ساعة
       *[other] { $n } ساعة
    }
duration-minutes = { $n ->
        [zero] { $n } دقيقة
        [one] دقيقة
        [two] دقيقتين
        [few] { $n } دقائق
        [many] { $n } دقيقة
       *[other] { $n } دقيقة
    }
duration-seconds = { $n ->
        [zero] { $n } ثانية
        [one] ثانية
        [two] ثانيتين
        [few] { $n } ثوانٍ
        [many] { $n } ثانية
       *[other] { $n } ثانية
    }
duration-two = { $first } و{ $second }
duration-three = { $first } و{ $second } و{ $third }
time-in = بعد { $duration }
time-ago = منذ { $duration }
time-in-a-moment = بعد لحظات
time-just-now = قبل لحظات
number-percent = { $n }٪
list-separator = {"، "}
list-and = {" و"}
list-or = {" أو "}
rating-provisional = { $rating }؟
streak-none = لا سلسلة حالية
streak-wins = { $n ->
        [zero] لا انتصارات متتالية
        [one] انتصار واحد
        [two] انتصاران متتاليان
        [few] { $n } انتصارات متتالية
        [many] { $n } انتصارًا متتاليًا
       *[other] { $n } انتصار متتالٍ
    }
streak-losses = { $n ->
        [zero] لا هزائم متتالية
        [one] هزيمة واحدة
        [two] هزيمتان متتاليتان
        [few] { $n } هزائم متتالية
        [many] { $n } هزيمة متتالية
       *[other] { $n } هزيمة متتالية
    }

# الدورة التعليمية (Learn). الكلمات الخاصة بمراحلها ومستوياتها موجودة في learn.ftl.
refusal-no-such-level = لا يوجد في الدورة التعليمية مستوى باسم `{ $id }`. اختر مستوى من القائمة، أو استعمل `{ $prefix }learn` دون خيارات لتتابع من حيث توقفت.
refusal-no-level = لست تلعب الآن أي مستوى من مستويات الدورة التعليمية. استعمل `{ $prefix }learn` لتتابع من حيث توقفت.
learn-stage-heading = المرحلة { $number } من { $stages }: { $title }
learn-level-heading = المستوى { $number } من { $levels } · الحدّ المطلوب: { $par ->
        [zero] صفر من النقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $par } نقلات
        [many] { $par } نقلةً
       *[other] { $par } نقلة
    }
learn-best = أفضل نتيجة لك: { $turns ->
        [zero] صفر من النقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $turns } نقلات
        [many] { $turns } نقلةً
       *[other] { $turns } نقلة
    }، { $stars ->
        [1] ★☆☆
        [2] ★★☆
       *[other] ★★★
    }.
learn-alt = رقعة المستوى { $level } من المرحلة { $stage }، كما تُرى من جهتك، وعليها علامات الهدف.
learn-level-choice = { $stage }.{ $level } · { $goal }
learn-played = لعبت { $turn }.
learn-played-reply = لعبت { $turn }؛ وردّ الطرف الآخر بـ { $reply }.
learn-done = أنجزت المستوى في { $turns ->
        [zero] صفر من النقلات
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $turns } نقلات
        [many] { $turns } نقلةً
       *[other] { $turns } نقلة
    } (والحدّ المطلوب { $par }): { $stars ->
        [1] ★☆☆ — بلغت الهدف؛ وكلما قلّت نقلاتك زادت نجومك.
        [2] ★★☆ — قاربت الحدّ المطلوب.
       *[other] ★★★ — أنجزته ضمن الحدّ المطلوب!
    }
learn-stage-done = أنهيت المرحلة «{ $title }».
learn-course-done = أنهيت الدورة التعليمية كلها، والنجوم: { $stars } من { $max }. وبعد ذلك: مباراة ضد الحاسوب في المستوى { $level }، أو الإقران السريع لتجد خصمًا في أي مكان، أو ألغاز من مباريات حقيقية.
learn-failed-lost = لم تبقَ لديك أي نقلة ممكنة: خسرت المباراة، فيبدأ المستوى من جديد. جرّب طريقة أخرى.
learn-failed-drawn = انتهت المباراة بالتعادل قبل بلوغ الهدف، فيبدأ المستوى من جديد.
learn-failed-ended = انتهت المباراة قبل بلوغ الهدف، فيبدأ المستوى من جديد. ابحث عن طريق يبلغه أولًا.
learn-failed-off-script = هذه النقلة تخرج عن الخطة التي يدور حولها هذا المستوى، فيبدأ من جديد. ابحث عن النقلة التي تبلغ الهدف.
learn-failed-too-long = استغرق ذلك نقلات أكثر بكثير مما يحتاجه المستوى، فيبدأ من جديد. قد يساعدك التلميح.
learn-failed-not-the-move = { $turn } ليست النقلة التي يطلبها هذا المستوى: فهي لا تبلغ الهدف ضمن الحدّ المطلوب من النقلات. يبدأ المستوى من جديد؛ ابحث عن النقلة الوحيدة التي تبلغه.
learn-failed-not-the-move-refuted = { $turn } ليست النقلة التي يطلبها هذا المستوى: يردّ الطرف الآخر بـ { $reply }، فيتعذّر بلوغ الهدف ضمن الحدّ المطلوب من النقلات. يبدأ المستوى من جديد؛ ابحث عن النقلة الوحيدة التي تنجح.
learn-progress-title = تعلّم الضامة — النجوم: { $stars } من { $max }
learn-progress-stage = { $number }. { $title }: { $done } من { $levels ->
        [zero] صفر من المستويات
        [one] مستوى واحد
        [two] مستويين
        [few] { $levels } مستويات
        [many] { $levels } مستوى
       *[other] { $levels } مستوى
    }، { $stars ->
        [zero] لا نجوم بعد
        [one] نجمة واحدة
        [two] نجمتان
        [few] { $stars } نجوم
        [many] { $stars } نجمةً
       *[other] { $stars } نجمة
    }
learn-progress-next = المستوى التالي: { $title }
learn-button-hint = تلميح
learn-button-restart = ابدأ من جديد
learn-button-again = العب المستوى مجددًا
learn-button-next = المستوى التالي
learn-button-continue = تابع
learn-button-stages = المراحل
learn-button-computer = العب ضد الحاسوب (المستوى { $level })
learn-suggest = هل أنت جديد على الضامة؟ الأمر `/learn` يعلّمك اللعبة في مستويات قصيرة تُلعب على رقعة حقيقية: من النقلة الأولى حتى السلطان الطائر.
learn-heading = { $stage } · { $level }

## الإقران السريع: البحث عن خصم في أي مكان، وقائمة طلبات اللعب المفتوحة (lobby).
seek-pool = { $rules }، { $time } لكل نقلة، { $rated ->
        [yes] محتسبة في التصنيف
       *[no] ودّية
    }
seek-looking = جارٍ البحث عن خصم…
seek-pool-line = • { $pool }: { $others ->
        [0] لا أحد غيرك ينتظر بعد
        [one] ينتظر شخص واحد غيرك
        [two] ينتظر شخصان غيرك
        [few] ينتظر { $others } أشخاص غيرك
        [many] ينتظر { $others } شخصًا غيرك
       *[other] ينتظر { $others } شخص غيرك
    }
seek-range = { $which ->
        [both] يقتصر البحث على اللاعبين ذوي التصنيف من { $min } إلى { $max }.
        [min] يقتصر البحث على اللاعبين ذوي التصنيف { $min } فأكثر.
       *[max] يقتصر البحث على اللاعبين ذوي التصنيف { $max } فأقل.
    }
seek-range-short = { $which ->
        [both] من { $min } إلى { $max }
        [min] { $min } فأكثر
       *[max] { $max } فأقل
    }
seek-ends = ينتهي البحث { $when } ما لم يأتِ أحد قبل ذلك؛ ويمكنك إلغاؤه في أي وقت.
seek-paired = وُجد خصم: تلعب ضد { $opponent } ({ $rating }) في المباراة رقم { $id }، { $pool }. تُعرض المباراة هنا.
seek-expired = لم يأتِ أحد للعب خلال { $time }. العب الآن ضد الحاسوب في المستوى { $level } (القريب من تصنيفك)، أو ابحث من جديد لاحقًا.
seek-cancelled = توقفت عن البحث عن مباراة.
seek-nothing-to-cancel = لم يكن هناك ما يُلغى: بحثك وجد خصمًا أو انتهى بالفعل.
quick-start = الإقران السريع: { $black } ({ $black_rating }) بالأسود ضد { $white } ({ $white_rating }) بالأبيض، { $pool }.
lobby-title = طلبات اللعب المفتوحة: { $count }
lobby-empty = لا أحد يبحث عن مباراة الآن. ابحث أنت عن واحدة: سيصلك الخبر فور أن يأتي أحد.
lobby-line = { $pool } · التصنيف { $rating } · ينتظر { $since }
lobby-line-range = { " " }· للخصوم ذوي التصنيف { $range }
lobby-line-yours = { $line } (طلبك)

refusal-engine-full = المحرّك منشغل الآن بالتحليل لكثير من اللاعبين: عُد إلى هذه الوضعية بعد قليل.
refusal-no-line-in-time = أمضى المحرّك وقته كلّه في هذه الوضعية يعدّد نقلاتها (فسلطانٌ طائر بين قطع كثيرة متفرقة يولّد آلاف الأكلات المتتابعة) ولم يتوصّل إلى أي تسلسل نقلات: حلّل وضعية فيها قطع أقل حول السلطان.
refusal-live-position = هذه الوضعية هي وضعية المباراة رقم { $game } التي ما زالت جارية: لا يساعد المحرّك في أي مباراة جارية. حلّلها بعد انتهاء المباراة.
refusal-bad-position = تعذّرت قراءة هذه الوضعية: { $reason }. انسخ نص الوضعية من جديد، أو اتركه فارغًا لتبدأ من الوضعية الابتدائية المعتادة.
refusal-too-many-turns = لهذه الوضعية { $count } نقلة ممكنة، أي أكثر من { $max } نقلة تقبلها الرقعة والمحرّك: جهّز وضعية فيها نقلات أقل (فسلطانٌ طائر بين قطع كثيرة متفرقة يولّد آلاف النقلات).
refusal-positions-too-fast = تصل الوضعيات أسرع من قدرة الرقعة على قراءتها: انتظر حتى تظهر آخرها، ثم تابع.
position-error-too-long = النص أطول من { $max ->
        [zero] صفر من الأحرف
        [one] حرف واحد
        [two] حرفين
        [few] { $max } أحرف
        [many] { $max } حرفًا
       *[other] { $max } حرف
    }
position-error-missing-turn = لم يُذكر صاحب الدور: اختم النص بمسافة ثم `b` (الأسود) أو `w` (الأبيض)
position-error-bad-turn = `{ $text }` لا يدلّ على صاحب الدور؛ اكتب `b` أو `w`
position-error-rank-count = فيها { $count ->
        [zero] صفر من الصفوف
        [one] صف واحد
        [two] صفّان
        [few] { $count } صفوف
        [many] { $count } صفًّا
       *[other] { $count } صف
    }؛ والمطلوب 9 صفوف يفصل بينها `/` (أو 5 في الرقعة الصغيرة)
position-error-rank-length = الصف { $rank } يصف { $points ->
        [zero] صفرًا من النقاط
        [one] نقطةً واحدة
        [two] نقطتين
        [few] { $points } نقاط
        [many] { $points } نقطةً
       *[other] { $points } نقطة
    }؛ ويجب أن يصف { $expected } بالضبط
position-error-bad-char = الصف { $rank } فيه `{ $char }`؛ استعمل b وB وw وW للقطع والأرقام للنقاط الفارغة
position-error-far-rank = قطعة { $side } العادية التي في { $square } تقف في صف الترقية؛ اكتبها سلطانًا (B أو W)
position-error-too-many = لدى { $side } { $count ->
        [zero] صفر من القطع
        [one] قطعة واحدة
        [two] قطعتان
        [few] { $count } قطع
        [many] { $count } قطعةً
       *[other] { $count } قطعة
    }؛ ولا يتجاوز عدد قطع الطرف الواحد على هذه الرقعة { $max }

# Team games (docs/team-games.md): each side played by many, by vote.
refusal-not-a-team-game = هذه المباراة ليست مباراة فرق: لا يلعب فيها إلا لاعباها.
refusal-not-a-team-member = لست في أيّ من فريقي هذه المباراة: انضمّ إلى أحدهما أولًا (`{ $prefix }team join black` أو `{ $prefix }team join white`)، ثم صوّت.
refusal-not-your-teams-turn = الدور على { $side }: يصوّت فريقك بعد أن يلعب الفريق الآخر.
refusal-already-on-team = أنت بالفعل في فريق { $side } في هذه المباراة: لا يلعب المرء إلا لطرف واحد.
refusal-not-captain = لا يستطيع طلب فرز الأصوات قبل موعده إلا قائد الفريق؛ وفي غير ذلك يجري الفرز حين يصوّت جميع الأعضاء أو حين ينتهي الوقت.
refusal-vote-too-late = فُرزت أصوات هذا الدور ولُعبت نقلته: صوّت على الوضعية الجديدة.
refusal-team-role-only = فريق { $side } مخصّص لأصحاب الرتبة { $role }: اطلبها من مشرفي الخادم، أو انضمّ إلى الفريق الآخر.
refusal-team-of-other-server = فريق { $side } مخصّص لأعضاء الخادم الآخر: انضمّ إلى طرف هذا الخادم.
refusal-team-challenge-unknown = لا يوجد تحدٍّ بين الخوادم بهذا الرمز (صلاحية الرمز يوم واحد): تحقّق منه لدى الخادم الآخر، أو تحدَّه أنت بالأمر `/team challenge`.
refusal-team-challenge-taken = استُعمل هذا الرمز من قبل لبدء مباراة، ولا يصلح الرمز إلا لمباراة واحدة: اطلب رمزًا جديدًا من الخادم الآخر.
refusal-team-challenge-same-server = أُنشئ هذا الرمز في هذا الخادم: يستعمله أعضاء خادم آخر لقبول التحدي، في إحدى قنواتهم.
refusal-bad-marks = العلامات على الرقعة دوائر حول نقاطها وأسهم بين هذه النقاط، ولا يزيد عددها على { $max }: امحُ بعضها قبل أن ترسم غيرها.
team-motion-backed = يؤيّد { $name } { $motion ->
    [resign] استسلام الطرف
    [takeback] التراجع عن آخر نقلة للطرف
   *[draw] التعادل
}. المؤيّدون حتى الآن: { $backing } من أصل { $members } (القرار لأغلبية الطرف أو لقائده).
team-draw-offered = يعرض { $team } التعادل، ويقبله الطرف الآخر إذا أيّدته أغلبية أعضائه أو قائده.
team-takeback-asked = يطلب { $team } التراجع عن آخر نقلة له، ويقبله الطرف الآخر إذا أيّدت أغلبية أعضائه أو قائده التراجع أيضًا (`/team takeback`)؛ ولعبُه نقلته رفضٌ للطلب.
team-takeback-done = تراجع { $team } عن آخر نقلة له، ويصوّت { $team } على نقلته من جديد.
team-name-black = فريق الأسود
team-name-white = فريق الأبيض
team-captain = { $name } (القائد)
team-nobody = لا أحد بعد
team-tally-count = { $turn }: { $votes ->
    [zero] لا أصوات
    [one] صوت واحد
    [two] صوتان
    [few] { $votes } أصوات
    [many] { $votes } صوتًا
   *[other] { $votes } صوت
}
