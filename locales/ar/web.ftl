# رقعة الويب (الصفحة التي يُلعب فيها بالضغط على القطع، وروابطها).
# المصطلحات: انظر المسرد في رأس zamma.ftl. «النقطة» موضع تقف فيه القطعة؛
# و«اضغط» تشمل النقر بالفأرة واللمس بالإصبع.

web-page-title = الضامة — المباراة رقم { $game }
web-title = المباراة رقم { $game }: { $black } ضد { $white }
web-loading = جارٍ تحميل الرقعة…
web-no-such-page = لا توجد رقعة على هذا العنوان. افتح الرقعة من رسالة المباراة في ديسكورد، أو من الطرفية.
web-board = رقعة المباراة رقم { $game }
web-moves = النقلات
web-skip = تخطَّ الرسوم المتحركة
web-confirm = نعم
web-pick = الدور عليك: اضغط على قطعة يمكنها التحرك، أو اسحبها إلى النقطة التي تريد نقلها إليها.
web-pick-dest = اضغط على النقطة التي تريد نقلها إليها، أو اضغط على قطعة أخرى.
web-pick-huff = يحق لك النفخ: اضغط على قطعة الخصم التي تريد إزالتها، أو العب نقلتك دون نفخ.
web-chain = يستمر الأكل: اضغط على النقطة التالية التي تنزل فيها القطعة.
web-chain-stop = يمكن أن يستمر الأكل: اضغط على النقطة التالية التي تنزل فيها القطعة، أو اضغط على هذه النقطة مرة أخرى لتتوقف هنا.
web-waiting = في انتظار نقلة { $name }.
web-connection-lost = انقطع الاتصال؛ جارٍ إعادة الاتصال…
web-spectating = أنت تشاهد هذه المباراة.
web-abort = ألغِ المباراة
web-confirm-resign = أتستسلم في المباراة رقم { $game }؟ سيفوز خصمك.
web-confirm-abort = أتلغي المباراة رقم { $game }؟ ستنتهي دون نتيجة.

web-point-empty = { $point }، فارغة
web-point-piece = { $point }، { $piece }
web-point-may-move = { $point }، { $piece }، يمكن اللعب منها إلى { $points }
web-point-must-capture = { $point }، { $piece }، يجب الأكل منها إلى { $points }
web-point-huffable = { $point }، { $piece }، يمكن نفخ هذه القطعة
web-piece-must-not = لا يمكن تحريك القطعة التي في { $point } الآن. { $reason }
web-piece-stuck = القطعة التي في { $point } عالقة: كل النقاط التي يمكنها الانتقال إليها مشغولة. اضغط على إحدى القطع التي يمكنها التحرك.

web-player = { $name }، { $colour }، { $rating }
web-player-to-move = { $name }، { $colour }، { $rating }، صاحب الدور
web-computer-level = الحاسوب، المستوى { $level }
web-clock = الوقت المتبقي: { $time }
web-status-to-move = الدور على { $name } ({ $colour })
web-status-aborted = أُلغيت المباراة.
web-draw-offered = { $name } يعرض التعادل.
web-draw-declined = رفض { $name } عرضك للتعادل؛ تستمر المباراة.
web-takeback-asked = يطلب { $name } التراجع عن نقلته الأخيرة.
web-rematch-sent = أرسلت إلى { $name } تحديًا لمباراة أخرى؛ تبدأ المباراة حين يقبل التحدي.

web-pass-expired = انتهت صلاحية رابط الرقعة هذا. افتح الرقعة من جديد من رسالة المباراة (أو من الطرفية) لتحصل على رابط جديد.
web-pass-bad = رابط الرقعة هذا غير صالح. افتح الرقعة من جديد من رسالة المباراة (أو من الطرفية).
web-not-your-game = هذا الرابط لا يعرض المباراة رقم { $game }. افتح رقعة تلك المباراة من رسالتها هي.
web-only-watching = أنت تشاهد هذه المباراة فقط، فلا يمكنك القيام بأي إجراء فيها. لتلعب، افتح الرقعة من رسالة مباراتك أنت.
web-too-fast = إجراءات كثيرة في وقت واحد. انتظر ثانية ثم أعد المحاولة.
web-no-turn = لم تُرسَل أي نقلة. اضغط على قطعة، ثم على النقطة التي تنتقل إليها.
web-no-such-action = هذا الإجراء غير متاح في هذه المباراة الآن. تعرض الرقعة الإجراءات المتاحة.
web-busy = على الرقعة زوّار كثيرون جدًا الآن. أعد المحاولة بعد دقيقة.
web-too-many-here = صفحات وطلبات كثيرة جدًا من عنوانك في وقت واحد. أغلق بعض صفحات الرقعة، ثم أعد المحاولة.
web-body-too-large = هذا الطلب أكبر بكثير مما تحتاجه الرقعة في أي حال، فلم يُقرأ. أعد تحميل الصفحة ثم أعد المحاولة.
web-body-slow = استغرق وصول هذا الطلب وقتًا طويلًا جدًا، فأُهمِل. تحقّق من اتصالك وأعد المحاولة.

# رابط رقعة المباراة، ولا يُعطى إلا لمن طلبه.
web-link = رقعتك في المباراة رقم { $game }، لك وحدك؛ يعمل الرابط لمدة { $time }: { $url }
web-link-watch = رقعة المباراة رقم { $game } لمشاهدتها؛ يعمل الرابط لمدة { $time }: { $url }
web-off = رقعة الويب غير مفعّلة في هذا البوت. العب بالأزرار وبالأمر `/move`؛ ويستطيع من يدير البوت تفعيلها (WEB_SECRET وWEB_PUBLIC_URL).
button-board = الرقعة
button-analyse = تحليل
# الطرفية (`local --web`).
web-serving = المباريات متاحة أيضًا على رقعة ويب في متصفحك، تُلعب بالضغط على القطع: يُطبع عنوان كل مباراة عند بدئها، ويعرضه أيضًا الأمران `game` و`board`.
web-game-link = المباراة رقم { $game } في المتصفح، يلعبها من هذه اللوحة صاحبُ الدور: { $url }
web-game-link-player = { $name } ({ $colour })، من جهازه الخاص: { $url }
web-game-link-watch = لمشاهدتها: { $url }
web-port-taken = لا يستطيع المنفذ { $port } تقديم رقعة الويب ({ $reason }): اختر منفذًا آخر بـ `--port`، أو احذف `--port` ليُختار منفذ متاح.

# الرقعة بوصفها نشاطًا في ديسكورد (داخل تطبيق ديسكورد).
activity-title = الضامة
activity-outside = هذه الصفحة هي رقعة الضامة التي تُفتح داخل ديسكورد. افتحها من زر «الرقعة» في إحدى المباريات على ديسكورد، أو من مشغّل التطبيقات في ديسكورد (App Launcher).
activity-sdk-failed = لم يسمح ديسكورد للرقعة بتسجيل دخولك. أغلق النشاط ثم افتحه من جديد من زر «الرقعة» في المباراة.
activity-off = الرقعة داخل ديسكورد غير مفعّلة في هذا البوت. استعمل بدلًا من ذلك زر «الرقعة» لتحصل على رابط؛ ويستطيع من يدير البوت تفعيلها (DISCORD_CLIENT_ID وDISCORD_CLIENT_SECRET).
activity-bad-request = لم تُحدّد الرقعة هويتك. أغلق النشاط ثم افتحه من جديد.
activity-code-refused = لم يؤكد ديسكورد هويتك (سبق استعمال تسجيل الدخول أو انتهت صلاحيته). أغلق النشاط ثم افتحه من جديد.
activity-no-instance = لا يعرف ديسكورد هذا النشاط؛ ربما انتهى. افتحه من جديد من زر «الرقعة» في المباراة.
activity-not-in-instance = يقول ديسكورد إنك لست مشاركًا في هذا النشاط. انضم إليه من القناة أولًا، ثم افتح الرقعة من جديد.
activity-discord-failed = لم يردّ ديسكورد؛ أعد المحاولة بعد قليل.
activity-too-many-sign-ins = محاولات دخول كثيرة جدًا في وقت واحد. انتظر دقيقة، ثم افتح النشاط من جديد.
activity-left = لم يعد ديسكورد يذكرك بين المشاركين في هذا النشاط، فأُغلقت رقعته أمامك. انضمّ إلى النشاط من جديد من القناة لتتابع.
activity-members-only = هذا مخصص للمشاركين في نشاط على ديسكورد. افتح الرقعة من زر «الرقعة» في المباراة.
activity-not-this-channel = المباراة رقم { $game } لا تُلعب في هذه القناة، فلا يستطيع هذا النشاط عرضها. افتح رقعتها من قناتها هي.
activity-opponent-not-here = لا يمكنك أن تتحدى إلا من يشاركك في هذا النشاط.
activity-games = المباريات في هذه القناة
activity-no-games = لا مباريات جارية هنا. تحدَّ أحدًا أدناه، أو العب ضد الحاسوب.
activity-game = المباراة رقم { $game }: { $black } ضد { $white }، والدور على { $name }
activity-open = افتح
activity-challenges = التحديات
activity-no-challenges = لا تحديات مفتوحة.
activity-challenge-to-you = يتحداك { $name } ({ $rules })
activity-challenge-from-you = تحدّيت { $name } ({ $rules })؛ في انتظار الرد
activity-challenge-anyone = تحدّيك لأيّ أحد هنا ({ $rules })
activity-people = في هذا النشاط
activity-alone = لا أحد غيرك هنا بعد. ادعُ أحدًا إلى النشاط، أو العب ضد الحاسوب.
activity-challenge = تحدَّ
activity-computer = العب ضد الحاسوب
activity-quick = الإقران السريع: خصم من أي مكان
activity-seek = ابحث عن خصم
activity-level = المستوى { $level }
activity-lobby = العودة إلى مباريات هذه القناة

# الدورة التعليمية على الرقعة في المتصفح.
learn-web-title = تعلّم الضامة
learn-web-not-a-learner = هذا الرابط يفتح مباراة لا الدورة التعليمية. افتح الدورة بالأمر `/learn` في ديسكورد.
learn-web-link = مستواك على الرقعة في المتصفح، لك وحدك؛ يعمل الرابط لمدة { $time }: { $url }
learn-point-goal = { $label }، ضمن الهدف

web-said-turn = لعب { $name } من { $from } إلى { $to }{ $count ->
        [0] {""}
       *[other] ، وأكل { $taken }
    }{ $huffed ->
        [none] {""}
       *[other] ، ونفخ القطعة التي في { $huffed }
    }.
web-legal-landing = يمكن نقل القطعة إليها
web-sounds = الأصوات

web-analysis-not-yet = هذه المباراة ما زالت جارية: يمكن تصفّح نقلاتها وتحليلها بعد أن تنتهي.
web-no-such-ply = لم تبلغ هذه المباراة هذا الحدّ (عدد النقلات التي لُعبت: { $plies }). تصفّحها بالأزرار التي أسفل الرقعة.
web-step-first = بداية المباراة
web-step-back = النقلة السابقة
web-step-next = النقلة التالية
web-step-last = نهاية المباراة
web-steps = تصفّح المباراة

engine-even = الوضعية متكافئة تقريبًا
engine-slightly = { $side ->
        [black] الأسود
       *[white] الأبيض
    } أفضل قليلًا
engine-better = { $side ->
        [black] الأسود
       *[white] الأبيض
    } متقدّم { $men ->
        [zero] بأقل من قطعة
        [one] بنحو قطعة واحدة
        [two] بنحو قطعتين
        [few] بنحو { $men } قطع
       *[other] بنحو { $men } قطعة
    }
engine-winning = { $side ->
        [black] الأسود
       *[white] الأبيض
    } متفوّق تفوّقًا حاسمًا
engine-wins-in = { $side ->
        [black] الأسود
       *[white] الأبيض
    } يفوز { $turns ->
        [zero] بهذه النقلة
        [one] في نقلة واحدة
        [two] في نقلتين
        [few] في { $turns } نقلات
       *[other] في { $turns } نقلة
    }
web-engine = { $eval } (العمق { $depth }): { $line }
web-graph = منحنى تقييم المباراة { $game }: تفوّق الأسود فوق الخط الأوسط وتفوّق الأبيض تحته؛ انقر لعرض تلك الوضعية.

# The analysis board: a finished game's positions, its variations, free boards.
web-analysis-title = رقعة التحليل
web-analysis-board = رقعة التحليل
web-analysis-to-move = الدور على { $colour }
web-analysis-explore = العب أيّ نقلة لتستكشفها: تصير تفريعة، وتبقى المباراة كما كانت.
web-analysis-bad-link = رابط التحليل هذا تالف. افتح الرقعة من جديد من البوت (زر «تحليل»، أو `analyse` في الطرفية).
web-variation = تفريعة
web-variation-promote = ارفع التفريعة
web-variation-delete = احذف من هنا فصاعدًا

# Team games on the board (docs/team-games.md): a member's turn is their vote;
# only their side sees its votes and marks.
web-team-members = { $team }: { $members }
web-team-your-turn = الدور على طرفك: العب نقلة على الرقعة لتصوّت لها (صوّت { $voted } من أصل { $members }). تُلعب النقلة التي نالت أكثر الأصوات حين يصوّت الجميع أو حين ينتهي الوقت.
web-team-so-far = أصوات طرفك حتى الآن: { $counts }.
web-team-your-vote = صوتك: { $turn }. يمكنك تغييره إلى أن يجري الفرز.
web-team-their-turn = الطرف الآخر يصوّت الآن: سترى نقلته بعد الفرز.
# The number of votes drawn beside a turn's arrow.
web-team-vote-count = { $votes }
web-team-marks-hint = انقر بالزر الأيمن على نقطة، أو اضغط عليها مطوّلًا، ثم على نقطة أخرى (أو بلوحة المفاتيح: اضغط المفتاح M على نقطة ثم M على أخرى)، فترسم سهمًا لا يراه إلا طرفك (وعلى النقطة نفسها ترسم دائرة). ارسم العلامة مرة أخرى لتمحوها.
web-team-marks = علامات طرفك: { $marks }.
web-team-mark-arrow = سهم من { $from } إلى { $to }
web-team-mark-ring = دائرة على { $at }
web-team-draw = أيِّد التعادل
web-team-takeback = أيِّد التراجع
web-team-resign = أيِّد الاستسلام
web-confirm-team-resign = أتؤيّد استسلام طرفك في المباراة رقم { $game }؟ يستسلم الطرف إذا أيّدت ذلك أغلبية أعضائه أو قائده.
web-team-tally = اطلب الفرز الآن
