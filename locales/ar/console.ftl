# كلمات zamma-bot في الطرفية (`zamma-bot local`). الأوامر نفسها
# (`challenge`، `move`، `draw`…) هي ما تكتبه وتبقى بالإنجليزية؛ وتُترجم شروحها.

console-welcome = zamma-bot local — اكتب `help` لعرض الأوامر. أنت { $name }.
console-help =
    الأوامر (كما في ديسكورد):
      as <name>                          غيّر المستخدم (تبدأ باسم alice)
      play-ai [level 1-5] [rules] [black|white|random]   العب ضد الحاسوب
      challenge <name> [rules] [rated|casual] [black|white|random] [time]
                                         مثلًا: challenge bob zamma,landing=behind casual 1h
      accept [id] | decline [id] | cancel [id]   اقبل تحديًا / ارفضه / ألغِ تحديك
      move <move> | <move>               العب نقلة، مثل e4-e5 أو c3xe5xg3 أو huff d4, c3-c4
      moves                              اعرض النقلات الممكنة لصاحب الدور
      board [id] | game <id>             اعرض مباراة / اختر المباراة التي تعمل عليها الأوامر
      resign | draw | decline-draw | abort | rematch [id]
      takeback | accept-takeback | decline-takeback   (في المباريات الودّية وضد الحاسوب)
      games | stats [name] | history [name] | leaderboard [global]
      export [id] | replay [id] | review [id] [turn] | rules [preset] | sweep | help | quit
      analyse [id] | analyse <position> [rules]   افتح رقعة التحليل لمباراة منتهية أو لأيّ وضعية (مع local --web)
      team create [rules] [time] | team join <black|white> [captain] [id] | team [id] | team tally | team resign|draw|takeback | vote <turn>   مباراة يلعبها فريقان بالتصويت
      puzzle [preset|daily|top] | puzzle <turn>   لغز قريب من تصنيفك في الألغاز؛ العب نقلاته
      learn | learn <level> | learn <turn> | learn hint | learn again   الدورة التعليمية: تعلّم اللعبة في مستويات قصيرة
      play [5m|1h|1d|any] [rules] [rated|casual] | play cancel   ابحث عن خصم (الإقران السريع)
      lobby | lobby take <id>            طلبات اللعب المفتوحة؛ اقبل واحدًا لتلعب فورًا
      tournament create <swiss|robin|double-robin|cup> [rounds=N] [players=N] [min=N] [max=N] [rules] [casual] [time] [round=3d] [start=2h] [decider=seed] [name]
      tournament join | leave | start | withdraw | cancel | standings | pairings [round] | list   [#id]
console-error = خطأ: { $text }
console-learn-on = `learn` ينقلك إلى المستوى التالي، و`learn again` يعيد هذا المستوى.
console-learn-retry = يعيد `learn` هذا المستوى، ويعطيك `learn hint` تلميحه.
console-board-letters = b B w W
console-board-legend = b قطعة سوداء · B سلطان أسود · w قطعة بيضاء · W سلطان أبيض · * آخر نقلة · x قطعة مأكولة
console-board-legend-goal = {" "}· o الهدف (نقطة تبلغها أو قطعة تأكلها)
console-review-player = { $colour } · { $name }: { $line }
console-you-are = أنت الآن { $name }.
console-timed-out = انتهت المباراة رقم { $game } بنفاد الوقت: { $end }
console-reminder = تذكير: المباراة رقم { $game } تنتظر نقلة (آخر موعد: { $deadline }).
console-started = بدأت المباراة رقم { $game }: { $black } (الأسود) ضد { $white } (الأبيض)، { $rules }.
console-started-computer = بدأت المباراة رقم { $game }: { $black } (الأسود) ضد { $white } (الأبيض)، { $rules }، مستوى الحاسوب { $level }.
console-declined = رفض { $challenged } التحدي الذي أرسله { $challenger }.
console-withdrew = سحب { $challenger } التحدي الموجّه إلى { $challenged }.
console-moves = { $count ->
        [zero] ليس لدى { $name } (صاحب الدور) أي نقلة ممكنة.
        [one] لدى { $name } (صاحب الدور) نقلة واحدة ممكنة: { $moves }
        [two] لدى { $name } (صاحب الدور) نقلتان ممكنتان: { $moves }
        [few] لدى { $name } (صاحب الدور) { $count } نقلات ممكنة: { $moves }
       *[other] لدى { $name } (صاحب الدور) { $count } نقلة ممكنة: { $moves }
    }
console-draw-offered = { $name } يعرض التعادل؛ يستطيع { $opponent } أن يقبل بالأمر `draw` أو يرفض بالأمر `decline-draw`.
console-draw-declined = رفض { $name } التعادل؛ واصلا اللعب.
console-takeback-asked = يطلب { $name } التراجع عن نقلته الأخيرة؛ يستطيع { $opponent } أن يقبل بالأمر `accept-takeback` أو يرفض بالأمر `decline-takeback`.
console-no-games = لا مباريات جارية.
console-challenge-line = التحدي رقم { $id }: { $challenger } ← { $challenged } ({ $rules }{ $rated ->
        [yes] ، مباراة محتسبة في التصنيف
       *[no] {""}
    })
console-leaderboard-record = فوز { $wins } · خسارة { $losses } · تعادل { $draws }
console-stats = { $name }: التصنيف { $rating } (±{ $deviation })، { $games ->
        [zero] لا مباراة محتسبة بعد
        [one] مباراة واحدة محتسبة
        [two] مباراتان محتسبتان
        [few] { $games } مباريات محتسبة
       *[other] { $games } مباراة محتسبة
    }؛ فوز { $wins }، خسارة { $losses }، تعادل { $draws }؛ { $streak }
console-no-history = ليست لدى { $name } مباريات منتهية.
console-replay = إعادة العرض: { $path }
console-review-graph = الرسم البياني للتقييم: { $path }
console-review-moments = اللحظات الحاسمة في المباراة رقم { $game }: { $turns } — لعرض إحداها: `review { $game } <رقم النقلة>`، مثلًا `review { $game } 12` للنقلة الثانية عشرة للأسود و`review { $game } 12...` لنقلة الأبيض.
console-review-board = الرقعة قبل النقلة (النقلة الملعوبة: سهم متصل؛ الأفضل: سهم متقطع): { $path }
console-no-such-turn = `{ $text }` لا يطابق أي نقلة في هذه المباراة: اذكر رقم نقلة من 1 إلى { $moves }، وأضف ... لنقلة الأبيض، مثلًا `review 3 12` أو `review 3 12...`.
console-clocks = فُحصت ساعات المباريات.
console-challenge-anyone = التحدي رقم { $id }: من { $challenger } إلى أيّ أحد هنا، مباراة { $rules } ({ $rated ->
        [yes] محتسبة في التصنيف
       *[no] ودّية
    }، { $time } لكل نقلة). يستطيع أيّ أحد غيره أن يكتب `accept { $id }`، ويلعب أولُ من يقبل.
console-challenge = التحدي رقم { $id }: من { $challenger } إلى { $challenged }، مباراة { $rules } ({ $rated ->
        [yes] محتسبة في التصنيف
       *[no] ودّية
    }، { $time } لكل نقلة). يستطيع { $challenged } أن يكتب `accept` للقبول أو `decline` للرفض.
console-played = لعب { $name } { $turn }.
console-to-move = الدور على { $name } ({ $colour })
console-aborted = أُلغيت
console-finished = انتهت
console-status = المباراة رقم { $game } · { $rules } · النقلة { $number } · { $status } · أكل { $black } { $black_captures } وأكل { $white } { $white_captures } · الرقعة: { $path }
console-may-huff = يحق لـ{ $name } النفخ: { $points }
console-game-line = #{ $game } { $black } (الأسود) ضد { $white } (الأبيض)، { $rules }، { $plies ->
        [zero] لم تُلعب أي نقلة بعد
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
       *[other] { $plies } نقلة
    }، { $state }

console-usage-as = as <name>
console-usage-challenge = challenge <name> [rules] [rated|casual] [black|white|random] [time]
console-not-a-game = `{ $text }` ليس رقم مباراة
console-not-a-challenge = `{ $text }` ليس رقم تحدٍّ
console-no-sent-challenge = ليس لديك تحدٍّ مفتوح أرسلته
console-not-challenged = لم يتحدَّك أحد
console-unknown-preset = لا يوجد نمط `{ $name }`؛ جرّب zamma أو dhamet أو sahara أو zamma5
console-unknown-command = أمر غير معروف `{ $name }`؛ اكتب `help` لعرض القائمة
console-no-replay = في هذه المباراة { $plies ->
        [zero] صفر من النقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
       *[other] { $plies } نقلة
    }؛ وإعادة العرض لا تتجاوز { $max ->
        [zero] صفرًا من النقلات
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $max } نقلات
       *[other] { $max } نقلة
    }
console-cannot-write = تعذّرت الكتابة: { $reason }
console-usage-tournament = `tournament { $name }` ليس أمرًا من أوامر البطولات: استعمل create أو join أو leave أو start أو withdraw أو cancel أو standings أو pairings [round] أو list (مثلًا `tournament create swiss rounds=4 1h`).
console-picture = حُفظت الصورة في { $path }
console-usage-tournament-create = اذكر نوع البطولة أولًا: `tournament create swiss|robin|double-robin|cup [options] [name]`، مثلًا `tournament create swiss rounds=4 1h Sahara Open`.
console-tournament-bad-option = `{ $option }` ليس خيارًا من خيارات `tournament create`. الخيارات هي rounds=N (عدد جولات النظام السويسري) وplayers=N (أقصى عدد للمشاركين، من 2 إلى 64) وmin=R وmax=R (التصنيفات المقبولة) ووقت للنقلة مثل 1h وround=3d وstart=2h وdecider=seed أو decider=pieces؛ وما بقي من كلمات هو الاسم.

# issue 31: console input
console-line-too-long = هذا السطر طويل جدًا فأُهمِل: لا يتسع السطر لأكثر من { $max } حرفًا، وهذا أكثر مما يحتاجه أي أمر
console-line-not-text = هذا السطر ليس نصًّا بترميز UTF-8 فأُهمِل؛ اضبط الطرفية أو النص البرمجي على UTF-8 ثم اكتبه من جديد
console-invisible-name = يحتاج الاسم إلى شيء مرئي، كالحروف أو الأرقام (تُحذف محارف التحكم وعلامات الاتجاه والمحارف غير المرئية)؛ مثلًا `as bob`
console-seek-how = يجمعك الإقران بمن يبحث عن المباراة نفسها في الدفعة التالية (قبل كل أمر)؛ والأمر `play cancel` يوقف البحث.
console-lobby-line = #{ $id } { $line }
console-lobby-how = اقبل واحدًا منها بالأمر `lobby take <id>`.
console-not-a-seek = `{ $text }` ليس رقم طلب لعب؛ اكتب رقمه كما يعرضه `lobby`، مثلًا `lobby take 12`.
console-seek-usage = اكتب `play [5m|1h|1d|any] [rules] [rated|casual]` أو `play cancel` أو `lobby` أو `lobby take <id>`.
console-seek-expired = انتهى طلب اللعب رقم { $id }: لم يأتِ أحد خلال { $time }. العب ضد الحاسوب بالأمر `play-ai { $level }`، أو ابحث من جديد بالأمر `play`.

console-analyse-no-web = رقعة التحليل جزء من رقعة الويب: شغّل الطرفية بالأمر `zamma-bot local --web`، ثم اطلبها من جديد.
console-analysis-link = رقعة التحليل؛ يعمل الرابط لمدة { $time }: { $url }

console-team-created = مباراة الفرق رقم { $game } ({ $rules }، { $time } لكل نقلة): { $black } ضد { $white }. انضمّ إلى أحد الطرفين بالأمر `team join black` أو `team join white` (وأضف `captain` لتكون قائده)؛ وحين يحين دور طرفك صوّت بالأمر `vote <turn>`.
console-team-joined = انضمّ { $name } إلى { $team }{ $captain ->
    [yes] ، قائدًا له
   *[no] {""}
}.
console-team-side = { $team }: { $members }
console-team-voted = صوّت { $name } للنقلة { $turn }؛ الأصوات حتى الآن: { $voted } من أصل { $members }.
console-team-tally = نتيجة فرز الأصوات: { $counts }. تُلعب النقلة { $turn }.
console-team-no-votes = لم يصوّت بعدُ أحد من الطرف الذي عليه الدور: ينتظر الفرز وصول الأصوات (والطرف الذي ينتهي وقته دون أي صوت يخسر بنفاد الوقت).
console-usage-team = اختر مباراة فرق أولًا: `team create` أو `team join black <game>` أو `team <game>`.
console-usage-team-join = team join <black|white> [captain] [game]
console-usage-vote = vote <turn>، للتصويت على نقلة حين يحين دور فريقك في مباراة الفرق المختارة (مثلًا `vote e4-e5`)
