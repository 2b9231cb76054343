# كلمات zamma-bot في ديسكورد: الأوامر، ورسالة المباراة، والأزرار، والقوائم،
# والقوائم المرتبة، والإعلانات. الإشارات `<@…>` والأوقات `<t:…:R>` و`/الأوامر`
# من صيغ ديسكورد وتبقى كما هي.
#
# أسماء الأوامر والخيارات (-name) تبقى بالإنجليزية كما هي، لأن نصوص البوت
# تشير إليها (`/move`، `/challenge`…)، ولأن ديسكورد لا يعرض لغة عربية للواجهة.

## Commands, their options and choices. `-name` keys are what Discord shows
## as the command's (or option's) name: lowercase, no spaces, at most 32
## letters, digits, - or _. `.desc` is its description (at most 100
## characters).

cmd-challenge-name = challenge
    .desc = تحدَّ لاعبًا، أو أيّ أحد هنا (دون user)، أو البوت نفسه لتلعب ضد الحاسوب
opt-challenge-user-name = user
    .desc = اللاعب الذي تريد مواجهته (اتركه فارغًا ليتمكن أيّ أحد هنا من القبول)
opt-challenge-preset-name = preset
    .desc = نمط القواعد (الافتراضي: zamma)
opt-challenge-options-name = options
    .desc = خيارات تعدّل قواعد النمط، مثل landing=behind count=on
opt-challenge-rated-name = rated
    .desc = محتسبة في التصنيف (الافتراضي) أو ودّية
opt-challenge-colour-name = colour
    .desc = لونك (الافتراضي: عشوائي)
opt-challenge-time-name = time
    .desc = الوقت لكل نقلة، مثل 30m أو 12h أو 3d (الافتراضي: 24h)
opt-challenge-min-rating-name = min-rating
    .desc = لتحدٍّ مفتوح للجميع: أدنى تصنيف يحق له القبول
opt-challenge-max-rating-name = max-rating
    .desc = لتحدٍّ مفتوح للجميع: أعلى تصنيف يحق له القبول

cmd-play-ai-name = play-ai
    .desc = العب ضد الحاسوب (مباراة ودّية لا تُحتسب في التصنيف أبدًا)
opt-play-ai-level-name = level
    .desc = من 1 (مبتدئ) إلى 5 (الأقوى)؛ الافتراضي: 3
opt-play-ai-preset-name = preset
    .desc = نمط القواعد (الافتراضي: zamma)
opt-play-ai-options-name = options
    .desc = خيارات تعدّل قواعد النمط، مثل landing=behind
opt-play-ai-colour-name = colour
    .desc = لونك (الافتراضي: عشوائي)

cmd-move-name = move
    .desc = العب نقلة في مباراتك هنا
opt-move-move-name = move
    .desc = نقلتك، مثل c3-c4 أو c3xe5xg3، أو نقطتا البداية والنهاية: c3 g3
opt-move-game-name = game
    .desc = المباراة المقصودة، إن كنت تلعب أكثر من مباراة هنا

cmd-board-name = board
    .desc = اعرض رقعة مباراة
opt-board-game-name = game
    .desc = المباراة المقصودة (الافتراضي: مباراتك هنا)

cmd-resign-name = resign
    .desc = استسلم في مباراة
opt-resign-game-name = game
    .desc = المباراة المقصودة (الافتراضي: مباراتك هنا)

cmd-draw-name = draw
    .desc = اعرض التعادل، أو اقبل عرض خصمك، أو ارفضه
opt-draw-answer-name = answer
    .desc = اعرض (أو اقبل عرضًا)، أو ارفض
opt-draw-game-name = game
    .desc = المباراة المقصودة (الافتراضي: مباراتك هنا)

cmd-abort-name = abort
    .desc = ألغِ مباراة: يلغيها أحد اللاعبَين قبل أن يلعب كلاهما، أو مشرف الخادم
opt-abort-game-name = game
    .desc = المباراة المقصودة (الافتراضي: مباراتك هنا)

cmd-games-name = games
    .desc = مبارياتك الجارية وتحدياتك المفتوحة

cmd-leaderboard-name = leaderboard
    .desc = أعلى اللاعبين تصنيفًا، هنا أو في كل الخوادم
opt-leaderboard-scope-name = scope
    .desc = هذا الخادم (الافتراضي)، أو كل الخوادم، أو الخوادم نفسها بحسب مباريات الفرق بينها

cmd-stats-name = stats
    .desc = تصنيف لاعب ونتائجه وسلسلة انتصاراته أو هزائمه الحالية وآخر مبارياته
opt-stats-user-name = user
    .desc = اللاعب المقصود (الافتراضي: أنت)

cmd-history-name = history
    .desc = المباريات المنتهية للاعب
opt-history-user-name = user
    .desc = اللاعب المقصود (الافتراضي: أنت)

cmd-export-name = export
    .desc = سجل مباراة نصًّا (وسوم المباراة والنقلات مرقّمة)
opt-export-game-name = game
    .desc = رقم المباراة (الافتراضي: مباراتك هنا)

cmd-replay-name = replay
    .desc = إعادة عرض مباراة في صورة GIF متحركة، لقطة لكل نقلة
opt-replay-game-name = game
    .desc = رقم المباراة (الافتراضي: مباراتك هنا)
cmd-review-name = review
    .desc = تحليل الحاسوب لمباراة منتهية: الأخطاء والدقة والرسم البياني
opt-review-game-name = game
    .desc = رقم المباراة (الافتراضي: آخر مباراة أنهيتها)

cmd-rules-name = rules
    .desc = طريقة اللعب وأنماط القواعد
opt-rules-preset-name = preset
    .desc = نمط واحد (الافتراضي: كل الأنماط)

cmd-help-name = help
    .desc = أوامر zamma-bot

cmd-puzzle-name = puzzle
    .desc = ألغاز من مباريات حقيقية: جد النقلة الرابحة
cmd-puzzle-next-name = next
    .desc = لغزك الجاري، أو لغز جديد قريب من تصنيفك في الألغاز
opt-puzzle-next-preset-name = preset
    .desc = نمط القواعد (الافتراضي: zamma)
cmd-puzzle-daily-name = daily
    .desc = لغز اليوم، وهو نفسه للجميع
cmd-puzzle-move-name = move
    .desc = العب نقلة في اللغز الذي تحلّه
opt-puzzle-move-move-name = move
    .desc = نقلتك، مثل c3xe5xg3
cmd-puzzle-leaderboard-name = leaderboard
    .desc = أفضل حلّالي الألغاز
cmd-learn-name = learn
    .desc = تعلّم الضامة: مستويات قصيرة تعلّمك اللعبة وأنت تلعبها
opt-learn-move-name = move
    .desc = نقلة في مستواك، مثل e3-e4
opt-learn-level-name = level
    .desc = المستوى الذي تريد أن تلعبه (الافتراضي: حيث توقفت)
cmd-tournament-name = tournament
    .desc = بطولات هذا الخادم: الدوري، والنظام السويسري، والكأس بخروج المغلوب
cmd-tournament-create-name = create
    .desc = أنشئ بطولة هنا؛ ينضم إليها اللاعبون بالأمر /tournament join
opt-tournament-create-format-name = format
    .desc = النظام السويسري، أو الدوري (ذهابًا فقط أو ذهابًا وإيابًا)، أو الكأس بخروج المغلوب
opt-tournament-create-name-name = name
    .desc = اسم البطولة (الافتراضي: البطولة رقم N)
opt-tournament-create-preset-name = preset
    .desc = نمط القواعد (الافتراضي: zamma)
opt-tournament-create-options-name = options
    .desc = خيارات تعدّل قواعد النمط، مثل landing=behind count=on
opt-tournament-create-rounds-name = rounds
    .desc = للنظام السويسري: عدد الجولات (الافتراضي: ما يكفي لتحديد الفائز)
opt-tournament-create-time-name = time
    .desc = الوقت لكل نقلة، مثل 30m أو 12h أو 3d (الافتراضي: 24h)
opt-tournament-create-round-time-name = round-time
    .desc = أقصى مدة للجولة، مثل 3d (الافتراضي: الوقت لكل نقلة مضروبًا في 40)
opt-tournament-create-rated-name = rated
    .desc = مباريات محتسبة في التصنيف (الافتراضي) أو ودّية
opt-tournament-create-max-players-name = max-players
    .desc = أقصى عدد من اللاعبين (من 2 إلى 64؛ الافتراضي: 64)
opt-tournament-create-min-rating-name = min-rating
    .desc = أدنى تصنيف يحق له التسجيل
opt-tournament-create-max-rating-name = max-rating
    .desc = أعلى تصنيف يحق له التسجيل
opt-tournament-create-starts-in-name = starts-in
    .desc = تبدأ تلقائيًا بعد هذه المدة، مثل 2h (الافتراضي: حين تبدؤها أنت)
opt-tournament-create-decider-name = decider
    .desc = للكأس: من يتأهل إذا انتهت المواجهة بالتعادل مرتين (الافتراضي: الأكثر قطعًا)
cmd-tournament-join-name = join
    .desc = انضم إلى بطولة ما زال التسجيل فيها مفتوحًا
opt-tournament-join-tournament-name = tournament
    .desc = البطولة المقصودة (الافتراضي: البطولة المفتوحة هنا)
cmd-tournament-leave-name = leave
    .desc = غادر بطولة قبل أن تبدأ
opt-tournament-leave-tournament-name = tournament
    .desc = البطولة المقصودة (الافتراضي: البطولة المفتوحة هنا)
cmd-tournament-start-name = start
    .desc = ابدأ البطولة الآن (لمنظِّمها أو لمن يملك صلاحية إدارة الخادم)
opt-tournament-start-tournament-name = tournament
    .desc = البطولة المقصودة (الافتراضي: البطولة المفتوحة هنا)
cmd-tournament-withdraw-name = withdraw
    .desc = انسحب من بطولة: تُحتسب مباراتك الجارية استسلامًا، وما بعدها خسارةً بالانسحاب
opt-tournament-withdraw-tournament-name = tournament
    .desc = البطولة المقصودة (الافتراضي: البطولة هنا)
cmd-tournament-cancel-name = cancel
    .desc = ألغِ بطولة (لمنظِّمها أو لمن يملك صلاحية إدارة الخادم)
opt-tournament-cancel-tournament-name = tournament
    .desc = البطولة المقصودة (الافتراضي: البطولة هنا)
cmd-tournament-standings-name = standings
    .desc = الترتيب مع معايير كسر التعادل في جدول (ومخطط مواجهات الكأس)
opt-tournament-standings-tournament-name = tournament
    .desc = البطولة المقصودة (الافتراضي: البطولة هنا)
cmd-tournament-pairings-name = pairings
    .desc = مواجهات جولة ونتائجها (الافتراضي: الجولة الحالية)
opt-tournament-pairings-tournament-name = tournament
    .desc = البطولة المقصودة (الافتراضي: البطولة هنا)
opt-tournament-pairings-round-name = round
    .desc = الجولة المقصودة (الافتراضي: الجولة الحالية)
cmd-tournament-list-name = list
    .desc = بطولات هذا الخادم
choice-format-swiss = النظام السويسري
choice-format-round-robin = دوري (كل لاعب ضد الجميع)
choice-format-double-round-robin = دوري ذهابًا وإيابًا
choice-format-cup = كأس بخروج المغلوب
choice-decider-pieces = الأكثر قطعًا
choice-decider-seed = المصنَّف الأعلى
cmd-settings-name = settings
    .desc = لغتك، وإعدادات الخادم
cmd-settings-language-name = language
    .desc = اللغة التي يجيبك بها البوت
opt-settings-language-language-name = language
    .desc = لغتك (تلقائي: لغة ديسكورد لديك)
cmd-settings-theme-name = theme
    .desc = مظهر الرقعة في الصور التي تراها وحدك
opt-settings-theme-theme-name = theme
    .desc = مظهر رقعتك (الافتراضي: رملي)
cmd-settings-pings-name = pings
    .desc = هل تصلك إشعارات حين يذكرك البوت
opt-settings-pings-on-name = on
    .desc = أرسل لي إشعارًا حين يحين دوري أو يتحداني أحد أو يصلني تذكير (الافتراضي: نعم)
cmd-settings-notifications-name = notifications
    .desc = هل يصلك في رسالة خاصة ما فاتك حيث لا يستطيع البوت النشر
opt-settings-notifications-on-name = on
    .desc = أرسل لي في رسالة خاصة النتائج والتذكيرات التي لن أراها إلا عند أمري التالي (الافتراضي: لا)
cmd-settings-server-theme-name = server-theme
    .desc = مظهر الرقعة في رسائل المباريات هنا (يتطلب صلاحية إدارة الخادم)
opt-settings-server-theme-theme-name = theme
    .desc = مظهر رقعة الخادم (الافتراضي: رملي)
cmd-settings-server-language-name = server-language
    .desc = لغة رسائل البوت العامة في هذا الخادم (يتطلب صلاحية إدارة الخادم)
opt-settings-server-language-language-name = language
    .desc = لغة الخادم (تلقائي: لغة ديسكورد الخاصة بالخادم)
cmd-settings-threads-name = threads
    .desc = ابدأ كل مباراة مقبولة في سلسلة رسائل (thread) خاصة بها (يتطلب صلاحية إدارة الخادم)
opt-settings-threads-on-name = on
    .desc = كل مباراة في سلسلة رسائل خاصة بها (true) أو في قناة التحدي (false)

choice-colour-black = الأسود
choice-colour-white = الأبيض
choice-colour-random = عشوائي
choice-draw-offer = اعرض أو اقبل
choice-draw-decline = ارفض
choice-scope-server = هذا الخادم
choice-scope-global = كل الخوادم
choice-scope-servers = الخوادم نفسها
choice-language-auto = تلقائي
choice-theme-default = الافتراضي
theme-sand = رملي
theme-dark = داكن
theme-contrast = تباين عالٍ

## The game message

game-title = المباراة رقم { $game } · { $rules }
game-kind-computer = ضد الحاسوب
game-kind-rated = محتسبة في التصنيف
game-kind-casual = ودّية
game-footer = { $kind } · { $time } لكل نقلة
# A time shown in words from now (for a reader whose Discord has no such language), then its date and clock time.
discord-when = { $words } ({ $at })
game-player = { $stone } { $colour }: { $player } ({ $rating })
game-player-computer = { $stone } { $colour }: { $player } (الحاسوب، المستوى { $level })
game-to-move = النقلة { $number } · الدور على { $player } ({ $colour }) · ينتهي الوقت { $deadline }
game-may-huff = يحق لـ{ $player } النفخ: { $points } (اكتب مثلًا `huff { $first }, …`)
game-draw-offered = { $player } يعرض التعادل.
game-aborted = **أُلغيت المباراة** { $plies ->
        [zero] قبل أي نقلة
        [one] بعد نقلة واحدة
        [two] بعد نقلتين
        [few] بعد { $plies } نقلات
       *[other] بعد { $plies } نقلة
    }، فلا تُحتسب.
game-finished = **{ $result }** { $plies ->
        [zero] قبل أي نقلة
        [one] بعد نقلة واحدة
        [two] بعد نقلتين
        [few] بعد { $plies } نقلات
       *[other] بعد { $plies } نقلة
    }.
game-finished-plain = انتهت
game-last-move = آخر نقلة: `{ $turn }`
game-last-move-took = آخر نقلة: `{ $turn }` ({ $taken ->
        [zero] لم تأكل أي قطعة
        [one] أكلت قطعةً واحدة
        [two] أكلت قطعتين
        [few] أكلت { $taken } قطع
        [many] أكلت { $taken } قطعةً
       *[other] أكلت { $taken } قطعة
    })
game-captured = القطع المأكولة حتى الآن: أكل الأسود { $black } · أكل الأبيض { $white }
game-your-move = { $player }، دورك في المباراة رقم { $game }.

headline-played = لعب { $name } { $turn }
headline-resigned = استسلم { $name }
headline-accepted = قبل { $name } التحدي
headline-computer = { $name } يلعب ضد الحاسوب (المستوى { $level })
headline-draw-agreed = تعادل بالاتفاق

button-move = العب
button-offer-draw = اعرض التعادل
button-accept-draw = اقبل التعادل
button-decline-draw = ارفض التعادل
button-resign = استسلم
button-confirm-resign = نعم، أستسلم
button-accept = اقبل
button-join = انضم
button-leave = غادر
button-decline = ارفض
button-cancel = إلغاء
button-previous = ◀ السابق
button-next = التالي ▶

## Draws and resignation

draw-offered = { $player } يعرض التعادل في المباراة رقم { $game }؛ { $opponent }، اقبل أو ارفض بالأزرار أو بالأمر `/draw`.
draw-declined = رفض { $player } التعادل في المباراة رقم { $game }؛ واصلا اللعب.
button-takeback = تراجع
button-accept-takeback = اقبل التراجع
button-decline-takeback = ارفض التراجع
takeback-asked = يطلب { $player } التراجع عن نقلته الأخيرة في المباراة رقم { $game }؛ { $opponent }، اقبل أو ارفض بالأزرار.
takeback-declined = رفض { $player } طلب التراجع في المباراة رقم { $game }؛ واصلا اللعب.
takeback-declined-computer = الحاسوب (المستوى { $level }) لا يسمح بالتراجع؛ واصل اللعب. (المستويات من 1 إلى 3 تسمح به.)
headline-takeback = { $turns ->
        [zero] لم يتراجع { $name } عن أي نقلة
        [one] تراجع { $name } عن نقلته الأخيرة
        [two] تراجع { $name } عن آخر نقلتين
        [few] تراجع { $name } عن آخر { $turns } نقلات
       *[other] تراجع { $name } عن آخر { $turns } نقلة
    }
resign-confirm = هل تريد حقًّا الاستسلام في المباراة رقم { $game }؟ ستُحتسب عليك خسارة. (لمواصلة اللعب تجاهل هذه الرسالة أو أغلقها.)
resign-done = استسلمت في المباراة رقم { $game }.

## The move menu

menu-kind-man = قطعة عادية
menu-kind-mullah = سلطان
menu-piece = { $point } · { $kind } · { $moves ->
        [zero] لا نقلة لها
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
       *[other] { $moves } نقلة
    }
menu-piece-takes = { $point } · { $kind } · { $moves ->
        [zero] لا نقلة لها
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
       *[other] { $moves } نقلة
    } · { $taken ->
        [zero] بلا أكل
        [one] أكل قطعة واحدة
        [two] أكل قطعتين
        [few] أكل { $taken } قطع
       *[other] أكل { $taken } قطعة
    }
menu-move-takes = { $turn } · { $taken ->
        [zero] لا تأكل شيئًا
        [one] تأكل قطعةً واحدة
        [two] تأكل قطعتين
        [few] تأكل { $taken } قطع
        [many] تأكل { $taken } قطعةً
       *[other] تأكل { $taken } قطعة
    }
menu-pick-piece = اختر القطعة التي ستحرّكها
menu-pick-move = اختر نقلة القطعة التي في { $point }
menu-text-piece = المباراة رقم { $game }: اختر القطعة التي ستحرّكها.
menu-text-move = المباراة رقم { $game }: اختر نقلة القطعة التي في { $point } (العلامات على الرقعة تبيّن النقاط التي يمكنها أن تنتقل إليها).
menu-huff-hint = يمكنك أن تنفخ قطعةً أولًا: اخترها من القائمة الأولى (أو اكتب `/move huff d4, c3-c4`).
menu-pick-huff = أتنفخ قطعةً أولًا؟ (اختياري)
menu-no-huff = بلا نفخ
menu-huff-option = انفخ { $point }
menu-text-huffed = المباراة رقم { $game }: تنفخ القطعة التي في { $point } (تغادر الرقعة مع نقلتك)؛ اختر الآن القطعة التي ستحرّكها.
menu-too-many = لا تتسع القائمة لكل القطع؛ لتحريك البقية استعمل `/move`.
menu-played = لعبت `{ $turn }`.
autocomplete-move-takes = { $turn } — { $taken ->
        [zero] لا تأكل شيئًا
        [one] تأكل قطعةً واحدة
        [two] تأكل قطعتين
        [few] تأكل { $taken } قطع
        [many] تأكل { $taken } قطعةً
       *[other] تأكل { $taken } قطعة
    }
autocomplete-game = #{ $game } { $black } ضد { $white } · { $plies ->
        [zero] لم تبدأ بعد
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
       *[other] { $plies } نقلة
    }

## Challenges

puzzle-alt = رقعة اللغز { $id }، من جهة من يحلّه.
puzzle-piece = { $point }: { $turns ->
        [zero] لا نقلة
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $turns } نقلات
       *[other] { $turns } نقلة
    }
puzzle-pick-turn = نقلتك…
puzzle-next = اللغز التالي
challenge-title = التحدي رقم { $id }
challenge-text = تحدٍّ من { $challenger } إلى { $challenged } لمباراة { $rated ->
        [yes] محتسبة في التصنيف
       *[no] ودّية
    } بقواعد **{ $rules }**.
    لون { $challenger }: { $colour ->
        [black] الأسود
        [white] الأبيض
       *[random] يُختار عشوائيًا
    }؛ { $time } لكل نقلة.
challenge-expires = ينتهي التحدي { $when }.
challenge-closed = { $status ->
        [accepted] قُبل هذا التحدي.
        [declined] رُفض هذا التحدي.
        [cancelled] أُلغي هذا التحدي.
       *[expired] انتهت صلاحية هذا التحدي.
    }
challenge-ratings = التصنيفات
challenge-ping = { $player }، لقد تلقيت تحديًا!
challenge-declined-by = رفض { $player } التحدي.
challenge-withdrawn-by = سحب { $player } التحدي.
challenge-thread = المباراة رقم { $game }: { $black } ضد { $white }
challenge-moved-to-thread = المباراة رقم { $game } تجري في { $thread }.
challenge-accepted-below = قبل { $player } التحدي: تبدأ المباراة رقم { $game } أدناه.
challenge-anyone = أيّ أحد هنا
challenge-range = { $which ->
        [both] مفتوح للاعبين ذوي التصنيف من { $min } إلى { $max }.
        [min] مفتوح للاعبين ذوي التصنيف { $min } فأكثر.
       *[max] مفتوح للاعبين ذوي التصنيف { $max } فأقل.
    }
challenge-expired-unanswered = انتهت صلاحية التحدي رقم { $id } من { $challenger } إلى { $challenged } دون رد.

## Lists, the leaderboard, stats

list-game = **#{ $game }** { $black } ⚫ ضد { $white } ⚪ · { $rules } · { $plies ->
        [zero] لم تُلعب أي نقلة بعد
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
       *[other] { $plies } نقلة
    } · { $state }
list-challenge = التحدي رقم { $id }: { $challenger } ← { $challenged } ({ $rules }{ $rated ->
        [yes] ، مباراة محتسبة في التصنيف
       *[no] {""}
    })
games-title = مبارياتك
games-empty = لا مباريات جارية؛ تحدَّ أحدًا بالأمر `/challenge` أو العب ضد الحاسوب بالأمر `/play-ai`.
history-title = { $name } · المباريات المنتهية
history-empty = لا مباريات منتهية بعد.
leaderboard-title-server = لوحة الصدارة · هذا الخادم
leaderboard-title-global = لوحة الصدارة · كل الخوادم
leaderboard-empty = لم يُنهِ أحدٌ مباراة محتسبة في التصنيف بعد.
leaderboard-line = `{ $rank }.` { $player } · **{ $rating }** · فوز { $wins } · خسارة { $losses } · تعادل { $draws }
leaderboard-page = الصفحة { $page } من { $pages }
leaderboard-title-servers = الترتيب · الخوادم، بحسب مباريات الفرق بينها
leaderboard-servers-empty = لم يُنهِ أي خادم بعدُ مباراة فرق ضد خادم آخر: تحدَّ خادمًا بالأمر `/team challenge`.
leaderboard-server-line = `{ $rank }.` { $team } · **{ $rating }** · فوز { $wins } · خسارة { $losses } · تعادل { $draws }
stats-title = { $name } · الإحصاءات
stats-rating = التصنيف **{ $rating }** (الانحراف ±{ $deviation }{ $provisional ->
        [yes] ، مؤقت
       *[no] {""}
    })
stats-games = { $games ->
        [zero] لا مباراة محتسبة بعد
        [one] مباراة واحدة محتسبة
        [two] مباراتان محتسبتان
        [few] { $games } مباريات محتسبة
       *[other] { $games } مباراة محتسبة
    }: فوز { $wins }، خسارة { $losses }، تعادل { $draws }
stats-streak-none = السلسلة الحالية: لا شيء
stats-streak-wins = السلسلة الحالية: { $count ->
        [zero] لا انتصارات متتالية
        [one] انتصار واحد
        [two] انتصاران متتاليان
        [few] { $count } انتصارات متتالية
        [many] { $count } انتصارًا متتاليًا
       *[other] { $count } انتصار متتالٍ
    }
stats-streak-losses = السلسلة الحالية: { $count ->
        [zero] لا هزائم متتالية
        [one] هزيمة واحدة
        [two] هزيمتان متتاليتان
        [few] { $count } هزائم متتالية
       *[other] { $count } هزيمة متتالية
    }
stats-playing = مباريات جارية
stats-recent = آخر المباريات
export-text = المباراة رقم { $game } نصًّا:
replay-text = إعادة عرض المباراة رقم { $game }:
replay-queued = طلبك لإعادة العرض في قائمة الانتظار، وعدد الطلبات قبله: { $ahead }. ستظهر إعادة العرض هنا.
review-progress = جارٍ تحليل المباراة رقم { $game }… { $percent }٪
review-title = تحليل المباراة رقم { $game }
review-player = عدم دقة: { $inaccuracies } · أخطاء: { $mistakes } · أخطاء فادحة: { $blunders } · الدقة: { $accuracy }
review-worst = أسوأ نقلة: { $turn } (الأفضل: { $best })
review-no-judged = كانت كل النقلات إجبارية (لا نقلة ممكنة غيرها)، فلم تُقيَّم أي نقلة.
review-footer = كل وضعية تُحلَّل بـ{ $nodes } عقدة، فتنال المباراة نفسها التحليل نفسه في كل مكان. ?! عدم دقة (خسارة نصف قطعة)، ? خطأ (قطعة)، ?? خطأ فادح (قطعتان).
review-alt = الرسم البياني لتقييم المباراة رقم { $game }: أفضلية الأسود فوق الخط الأوسط وأفضلية الأبيض تحته؛ والنقاط تدل على عدم الدقة والأخطاء والأخطاء الفادحة.
review-moment-title = تحليل المباراة رقم { $game } · النقلة { $number } من { $moves } ({ $colour })
review-moment-key = اللحظة الحاسمة { $index } من { $count }.
review-moment-graph = الرسم البياني لتقييم المباراة رقم { $game } مع تمييز النقلة { $number } ({ $colour }): أفضلية الأسود فوق الخط الأوسط وأفضلية الأبيض تحته.
review-button-summary = الملخص
review-button-key = لحظة حاسمة
review-button-turn = نقلة
button-review = تحليل
button-rematch = مباراة أخرى
refusal-review-not-kept = لم يعد هذا التحليل محفوظًا. اطلبه من جديد: `/review game:{ $game }`.

## Announcements

reminder = { $player }، المباراة رقم { $game } تنتظر نقلتك؛ ينتهي وقتك { $deadline }.

## Settings

settings-pings-on = من الآن فصاعدًا تصلك إشعارات حين يحين دورك، وحين يتحداك أحد، وحين تنتظرك مباراة.
settings-pings-off = من الآن فصاعدًا يظل البوت يذكر اسمك، لكن رسائله لم تعد ترسل إليك إشعارات. لإعادة تفعيل الإشعارات: `/settings pings on:True`.
settings-threads-on = تبدأ كل مباراة في هذا الخادم في سلسلة رسائل خاصة بها.
settings-notifications-on = من الآن فصاعدًا، ما يفوتك حيث لا يستطيع البوت النشر (مباراة خسرتها بانتهاء الوقت، أو تذكير، أو تحدٍّ انتهت صلاحيته) يصلك أيضًا في رسالة خاصة. لا يوصلها ديسكورد إلا إذا كنت تشارك البوت خادمًا أو أضفته إلى تطبيقاتك.
settings-notifications-off = من الآن فصاعدًا، ما يفوتك حيث لا يستطيع البوت النشر يُعرض عليك في المرة التالية التي تستخدم فيها أمرًا أو زرًّا. وليصلك أيضًا في رسالة خاصة: `/settings notifications on:True`.
settings-threads-off = تبدأ المباريات في هذا الخادم في قناة التحدي.
settings-language-set = من الآن فصاعدًا سأجيبك بالعربية.
settings-language-auto = من الآن فصاعدًا سأجيبك بلغة ديسكورد لديك.
settings-server-language-set = من الآن فصاعدًا تكون رسائل المباريات في هذا الخادم بالعربية.
settings-server-language-auto = من الآن فصاعدًا تتبع رسائل المباريات في هذا الخادم لغة ديسكورد الخاصة بالخادم.
settings-theme-set = من الآن فصاعدًا تُرسم الرقعة في الصور التي تراها وحدك بمظهر «{ $theme }».
settings-server-theme-set = من الآن فصاعدًا تعرض رسائل المباريات في هذا الخادم الرقعة بمظهر «{ $theme }».

## Help

help-title = zamma-bot
help-text =
    `/challenge user` — تحدَّ لاعبًا (النمط، الخيارات، محتسبة أم ودّية، اللون، الوقت لكل نقلة)؛ ودون user يستطيع أيّ أحد هنا القبول (ويمكن حصره في نطاق تصنيف)
    `/play-ai [level] [preset]` — العب ضد الحاسوب (المستويات 1–5؛ مباريات لا تُحتسب في التصنيف أبدًا)
    `/play [time]` · `/lobby` — ابحث عن خصم في أي مكان يوجد فيه البوت (الإقران السريع)، أو اقبل طلب لعب مفتوحًا؛ و`/block user` يُبعد شخصًا عنك
    `/move move` — العب نقلة (مع إكمال تلقائي)، أو اضغط **العب** تحت الرقعة
    `/board` · `/games` — مباراتك هنا / كل مبارياتك
    `/draw` · `/resign` · `/abort` — اعرض التعادل أو رد عليه، استسلم، ألغِ المباراة قبل أن يلعب كلا الطرفين
    `/leaderboard [scope]` · `/stats [user]` · `/history [user]`
    `/export [game]` · `/replay [game]` — المباراة نصًّا / في صورة GIF متحركة
    `/review [game]` — تحليل مباراة منتهية: الأخطاء والدقة والرسم البياني
    `/learn [move] [level]` — تعلّم اللعبة في مستويات قصيرة، من النقلة الأولى حتى السلطان الطائر
    `/puzzle next` · `/puzzle daily` · `/puzzle move` · `/puzzle leaderboard` — ألغاز من مباريات حقيقية: جد النقلة الرابحة
    `/tournament create` · `join` · `start` · `standings` · `pairings` · `withdraw` — بطولات هذا الخادم: النظام السويسري والدوري والكأس بخروج المغلوب
    تحت رسالة المباراة: **تراجع** (في المباريات الودّية وضد الحاسوب)؛ وبعد انتهائها **تحليل** و**مباراة أخرى**
    `/rules [preset]` — طريقة اللعب
    `/settings language` — اللغة التي أجيبك بها
    `/settings theme` — مظهر الرقعة في الصور التي تراها وحدك (رملي، داكن، تباين عالٍ)
    `/settings pings` — هل تصلك إشعارات حين يحين دورك أو يتحداك أحد أو يصلك تذكير
    `/settings notifications` — هل يصلك في رسالة خاصة ما فاتك حيث لا أستطيع النشر
    `/settings server-language` · `/settings server-theme` · `/settings threads` — لغة الخادم ومظهر رقعته، وكل مباراة في سلسلة رسائل خاصة بها (لمن يملك صلاحية إدارة الخادم)

## Refusals of the Discord front end

refusal-servers-only = هذا خاص بالخادم (إعداداته ولوحة صدارته)؛ استعمله في قناة من قنوات خادم. أما المباريات فيمكن لعبها هنا أيضًا.
refusal-add-bot = يتطلب هذا إضافة البوت إلى هذا الخادم؛ فحتى الآن لم يثبّت التطبيقَ إلا بعض الأشخاص هنا. يستطيع من يملك صلاحية إدارة الخادم إضافته (<{ $link }>).
refusal-no-one-else-here = لا أحد في هذه الرسائل الخاصة سواك وسوى البوت، فليس هنا من يستطيع قبول التحدي. العب ضد الحاسوب هنا بالأمر `/play-ai`، أو تحدَّ غيرك في خادم أو في محادثة جماعية خاصة.
away-header = أثناء غيابك:
away-by-dm = طلبت أن يصلك في رسالة خاصة ما يفوتك حيث لا يستطيع البوت النشر:
away-game-ended = انتهت المباراة رقم { $game } ({ $black } ضد { $white }): { $outcome }.
away-game-aborted = أُلغيت المباراة رقم { $game } ({ $black } ضد { $white }).
away-your-move = حان دورك في المباراة رقم { $game } ضد { $opponent }؛ ينتهي وقتك { $deadline }.
away-challenge-expired = انتهت صلاحية التحدي رقم { $id } من { $challenger } دون رد.
refusal-manage-server = يتطلب هذا الأمر صلاحية إدارة الخادم.
refusal-piece-cannot-move = لا تستطيع هذه القطعة أن تتحرك الآن؛ اختر غيرها، أو اضغط «العب» من جديد.
refusal-move-gone = هذه النقلة لم تعد متاحة؛ اضغط «العب» من جديد.
refusal-no-preset = لا يوجد نمط `{ $name }`؛ الأنماط هي: zamma، dhamet (srand)، sahara، zamma5.
refusal-no-replay = لا يمكن إعادة عرض هذه المباراة في صورة GIF: فيها { $plies ->
        [zero] صفر من النقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $plies } نقلات
       *[other] { $plies } نقلة
    }، وإعادة العرض لا تتجاوز { $max ->
        [zero] صفرًا من النقلات
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $max } نقلات
       *[other] { $max } نقلة
    }.
refusal-heavy-busy = تُرسم لك إعادة عرض الآن: واحدة في كل مرة من فضلك. اطلبها من جديد بعد وصولها.
refusal-heavy-failed = تعذّر رسم إعادة العرض (خطأ من جهتنا وقد سُجّل). أعد المحاولة بعد قليل.
refusal-nothing-to-review = ليست لديك بعدُ مباراة منتهية لتحليلها. اذكر رقم المباراة: `/review game:12`.
refusal-discord-failed = تعذّر على ديسكورد استلام ردّي (عطل من جهته). كل ما فعلته محفوظ: يعرض `/board` مباراتك كما هي الآن.
note-missing-permissions = لا يمكنني النشر بنفسي في هذه القناة (ينقصني: { $permissions })، لذا تصل نقلاتي هنا ردًّا على نقلاتك. يستطيع من يملك صلاحية إدارة هذه القناة أن يمنحني هذه الصلاحيات من إعدادات القناة؛ وإلى ذلك الحين لا يضيع شيء من المباراة.
note-cannot-post = رفض ديسكورد رسالتي في هذه القناة، لذا تصل نقلتي هنا ردًّا على نقلتك. لا يضيع شيء من المباراة؛ يعرضها `/board`.
permission-view-channel = عرض القناة
permission-send-messages = إرسال الرسائل
permission-send-in-threads = إرسال الرسائل في سلاسل الرسائل
permission-embed-links = تضمين الروابط
permission-attach-files = إرفاق الملفات
refusal-bad-option = قيمة { $what } غير صالحة هنا؛ راجع خيارات الأمر وأعد المحاولة.
refusal-an-option = أحد الخيارات
refusal-options-mismatch = هذه الخيارات لا تطابق هذا الأمر (ربما يعرض ديسكورد لديك نسخة قديمة منه)؛ راجعها وأعد المحاولة.

## Tournaments

tournament-started-here = بدأت البطولة: تُنشر المواجهات والمباريات في هذه القناة.
tournament-list-title = بطولات هذا الخادم
tournament-list-empty = لا توجد بطولات في هذا الخادم بعد؛ أنشئ واحدة بالأمر `/tournament create`.

# issue 33: sentences
review-nothing-played = لم يلعب أي نقلة في هذه المباراة، فلا شيء يُحلَّل.

## الإقران السريع في ديسكورد.
cmd-play-name = play
    .desc = ابحث عن خصم في أي مكان: يجمعك الإقران السريع بمن يبحث عن المباراة نفسها
opt-play-time-name = time
    .desc = الوقت لكل نقلة (الافتراضي: أيٌّ من المدد المتاحة)
opt-play-preset-name = preset
    .desc = نمط القواعد (الافتراضي: zamma)
opt-play-rated-name = rated
    .desc = محتسبة في التصنيف (الافتراضي) أو ودّية
opt-play-min-rating-name = min-rating
    .desc = أدنى تصنيف تقبله لخصمك
opt-play-max-rating-name = max-rating
    .desc = أعلى تصنيف تقبله لخصمك
choice-pool-any = أيٌّ منها
choice-pool-5m = 5 دقائق
choice-pool-1h = ساعة واحدة
choice-pool-1d = يوم واحد
choice-pool-5m-1h = 5 دقائق أو ساعة واحدة
choice-pool-1h-1d = ساعة واحدة أو يوم واحد
cmd-lobby-name = lobby
    .desc = طلبات اللعب المفتوحة في الإقران السريع: اقبل واحدًا لتلعب فورًا
cmd-block-name = block
    .desc = امنع الإقران السريع من أن يجمعك بشخص ما أبدًا
opt-block-user-name = user
    .desc = من لن تُقرن به أبدًا (اتركه فارغًا لترى من تحظر)
cmd-unblock-name = unblock
    .desc = اسمح من جديد بأن يجمعك الإقران السريع بشخص حظرته
opt-unblock-user-name = user
    .desc = الشخص الذي حظرته
cmd-settings-seek-role-name = seek-role
    .desc = اذكر رتبةً حين يبدأ أحدٌ هنا البحث عن مباراة بالأمر /play (يتطلب صلاحية إدارة الخادم)
opt-settings-seek-role-role-name = role
    .desc = الرتبة التي تُذكر (اتركه فارغًا كي لا يُذكر أحد)
opt-settings-seek-role-channel-name = channel
    .desc = القناة التي تُذكر فيها (الافتراضي: هذه القناة)
button-cancel-seek = إلغاء
lobby-take = اقبل طلب لعب والعب الآن…
lobby-option = { $rating } · { $pool }
game-their-move = الدور على { $player } في المباراة رقم { $game }.
block-done = حظرت { $name }: لن يجمع بينكما الإقران السريع أبدًا، ولا يستطيع أيٌّ منكما قبول طلب لعب الآخر.
block-already = سبق أن حظرت { $name }.
block-list = أنت تحظر { $names }: لن يجمعك الإقران السريع { $count ->
        [zero] بأحد
        [one] به
        [two] بأيٍّ منهما
        [few] بأيٍّ من هؤلاء الأشخاص الـ{ $count }
        [many] بأيٍّ من هؤلاء الـ{ $count } شخصًا
       *[other] بأيٍّ منهم
    } أبدًا.
block-none = أنت لا تحظر أحدًا.
unblock-done = لم تعد تحظر { $name }.
unblock-not = لم تكن تحظر { $name }.
seek-role-ping = { $role }: { $name } يبحث عن مباراة ({ $pool }). اقبل طلبه بالأمر /lobby، أو ابحث أنت أيضًا بالأمر /play.
settings-seek-role-set = حين يبدأ أحدٌ هنا البحث عن مباراة، تُذكر الرتبة { $role } في { $channel }، مرة واحدة على الأكثر كل { $quiet }.
settings-seek-role-off = لا تُذكر أي رتبة حين يبحث أحدٌ هنا عن مباراة.

# مباريات الفرق (docs/team-games.md): يلعب كلَّ طرفٍ فريقٌ يختار نقلاته بالتصويت.
cmd-team-name = team
    .desc = مباريات الفرق: يلعب كلَّ طرفٍ فريقٌ يختار نقلاته بالتصويت
cmd-team-create-name = create
    .desc = ابدأ مباراة فرق في هذه القناة: ينضمّ من يشاء إلى أحد الطرفين، ويصوّت كل طرف على نقلاته
opt-team-create-black-name-name = black-name
    .desc = اسم فريق الأسود (الافتراضي: فريق الأسود)
opt-team-create-white-name-name = white-name
    .desc = اسم فريق الأبيض (الافتراضي: فريق الأبيض)
opt-team-create-time-name = time
    .desc = الوقت لكل نقلة، مثل 10m أو 1h أو 1d (الافتراضي: 10m)
opt-team-create-preset-name = preset
    .desc = نمط القواعد (الافتراضي: zamma)
opt-team-create-options-name = options
    .desc = خيارات تعدّل قواعد النمط، مثل landing=behind
opt-team-create-black-role-name = black-role
    .desc = لا ينضمّ إلى فريق الأسود إلا أصحاب هذه الرتبة
opt-team-create-white-role-name = white-role
    .desc = لا ينضمّ إلى فريق الأبيض إلا أصحاب هذه الرتبة
cmd-team-join-name = join
    .desc = انضمّ إلى أحد الطرفين في مباراة فرق هنا
opt-team-join-side-name = side
    .desc = أيّ طرف
opt-team-join-captain-name = captain
    .desc = كن قائد الطرف، إن لم يكن له قائد بعد
opt-team-join-game-name = game
    .desc = مباراة الفرق المقصودة (الافتراضي: التي هنا)
cmd-team-tally-name = tally
    .desc = اطلب فرز أصوات طرفك الآن قبل موعده (للقادة فقط)
opt-team-tally-game-name = game
    .desc = مباراة الفرق المقصودة (الافتراضي: مباراتك هنا)
cmd-team-show-name = show
    .desc = اعرض هنا مباراة فرق: رقعتها وفريقيها
opt-team-show-game-name = game
    .desc = مباراة الفرق المقصودة (الافتراضي: مباراتك هنا)
cmd-team-resign-name = resign
    .desc = أيِّد استسلام طرفك: يستسلم الطرف إذا أيّدته أغلبيته أو قائده
opt-team-resign-game-name = game
    .desc = مباراة الفرق المقصودة (الافتراضي: مباراتك هنا)
cmd-team-draw-name = draw
    .desc = أيِّد التعادل باسم طرفك: يعرضه الطرف أو يقبله إذا أيّدته أغلبيته أو قائده
opt-team-draw-game-name = game
    .desc = مباراة الفرق المقصودة (الافتراضي: مباراتك هنا)
cmd-team-takeback-name = takeback
    .desc = أيِّد التراجع عن آخر نقلة لطرفك، أو اقبل طلب الطرف الآخر
opt-team-takeback-game-name = game
    .desc = مباراة الفرق المقصودة (الافتراضي: مباراتك هنا)
cmd-team-challenge-name = challenge
    .desc = تحدَّ خادمًا آخر في مباراة فرق: يقبل أعضاؤه التحدي بالرمز
opt-team-challenge-name-name = name
    .desc = اسم فريق هذا الخادم (الافتراضي: فريق الأسود)
opt-team-challenge-time-name = time
    .desc = الوقت لكل نقلة، مثل 10m أو 1h أو 1d (الافتراضي: 10m)
opt-team-challenge-preset-name = preset
    .desc = نمط القواعد (الافتراضي: zamma)
opt-team-challenge-options-name = options
    .desc = خيارات تعدّل قواعد النمط، مثل landing=behind
opt-team-challenge-role-name = role
    .desc = لا يلعب لهذا الخادم إلا أصحاب هذه الرتبة
cmd-team-accept-name = accept
    .desc = اقبل تحدّي خادم آخر برمزه: تبدأ مباراة الفرق في الخادمين معًا
opt-team-accept-code-name = code
    .desc = الرمز الذي أعطاه الخادم الآخر
opt-team-accept-name-name = name
    .desc = اسم فريق هذا الخادم (الافتراضي: فريق الأبيض)
opt-team-accept-role-name = role
    .desc = لا يلعب لهذا الخادم إلا أصحاب هذه الرتبة
team-server-challenge = يتحدّى { $team } خادمًا آخر في مباراة فرق. أعطِ أعضاء الخادم الذي تريد تحدّيه الرمز `{ $code }`: يبدؤون المباراة في إحدى قنواتهم بالأمر `/team accept code:{ $code }`، ويلعب هذا الخادم بالأسود. تنتهي صلاحية الرمز { $expires }.
team-server-accepted = مباراة الفرق رقم { $game }، خادم ضد خادم: { $side } ضد { $team }. طرف هذا الخادم: { $side }؛ انضمّ إليه بالأزرار أدناه أو بالأمر `/team join`. تبقى أصوات كل خادم في سلسلة طرفه، ويرى الخادمان كلاهما نتائج الفرز.
cmd-vote-name = vote
    .desc = صوّت على نقلة طرفك في مباراة فرق هنا
opt-vote-turn-name = turn
    .desc = النقلة التي تصوّت لها، مثل c3-c4
opt-vote-game-name = game
    .desc = مباراة الفرق المقصودة (الافتراضي: مباراتك هنا)

button-vote = صوّت
button-join-team = انضمّ إلى { $team }
game-player-team = { $stone } { $colour }: { $team }
game-kind-team = مباراة فرق
team-turn = الدور على { $team } في المباراة رقم { $game }: يصوّت أعضاؤه بالأمر `/vote` أو بزرّ «صوّت».
headline-team-created = بدأ { $name } مباراة فرق
team-created = مباراة الفرق رقم { $game }: انضمّ إلى أحد الطرفين بالأزرار أدناه أو بالأمر `/team join`. يصوّت كل طرف على نقلاته، وتُلعب النقلة التي تنال أكثر الأصوات.
team-thread = المباراة رقم { $game }: { $team }
team-joined = أنت تلعب ضمن { $team } في المباراة رقم { $game }{ $captain ->
    [yes] ، قائدًا له
   *[no] {""}
}.
team-deliberate-in = يتشاور فريقك في { $thread }، ولا يستطيع الفريق الآخر قراءة ما يُكتب هناك.
team-voted = صوّتَّ للنقلة { $turn }. أصوات طرفك حتى الآن ({ $voted } من أصل { $members }): { $counts }.
team-voted-tallied = صوّتَّ للنقلة { $turn }، وكان صوتك آخر أصوات طرفك. نتيجة الفرز: { $counts }. تُلعب النقلة { $chosen }.
team-vote-told = صوّت { $player } للنقلة { $turn } (الأصوات حتى الآن: { $voted } من أصل { $members }). النتيجة المؤقتة: { $counts }.
team-tally-called = طلبتَ فرز الأصوات، والنتيجة: { $counts }. تُلعب النقلة { $chosen }.
team-no-votes = لم يصوّت بعدُ أحد من طرفك: ينتظر الفرز وصول الأصوات (والطرف الذي ينتهي وقته دون أي صوت يخسر بنفاد الوقت).
headline-tally = لعب { $team } { $turn } بالتصويت
team-tally = نتيجة فرز أصوات { $team }: { $counts }.
team-your-turn = الدور على طرفك في المباراة رقم { $game }: لعب الطرف الآخر النقلة { $turn }. صوّت بالأمر `/vote` أو بالزرّ أدناه؛ يجري الفرز حين يصوّت الجميع أو حين ينتهي الوقت { $deadline }.
