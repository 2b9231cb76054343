# الدورة التعليمية (Learn): عناوين المراحل ودروسها، وهدف كل مستوى وتلميحه،
# بحسب معرّفات assets/learn/course.txt. المصطلحات: انظر المسرد في أول
# zamma.ftl (نقطة، قطعة عادية، سلطان، أكل، أكل متتابع، النفخ…). هدف المستوى
# جملة واحدة قصيرة، ويُعرض بجانبه الحدّ المطلوب من النقلات (par).

## board

learn-stage-board = الرقعة
learn-stage-board-intro = تُلعب الضامة على النقاط التي تتقاطع فيها خطوط الرقعة، وتتحرك القطع على هذه الخطوط. كل نقطة متصلة بجاراتها مستقيمًا من فوق ومن تحت ومن اليمين ومن اليسار، لكن نقطة واحدة فقط من كل نقطتين تمر بها خطوط قُطرية أيضًا. تُسمّى النقطة بعمودها، من a إلى i من اليسار إلى اليمين، وبصفّها، من 1 إلى 9 بدءًا من جهتك: e5 هي المركز.

learn-level-board-first-steps = حرّك قطعتك العادية إلى e3.
learn-level-board-first-steps-hint = تتقدم القطعة العادية في كل دور نقطة واحدة إلى الأمام على أحد الخطوط؛ والتقدم مستقيمًا ممكن دائمًا.
learn-level-board-diagonal = حرّك قطعتك العادية إلى e3.
learn-level-board-diagonal-hint = تمر بالنقطة c1 خطوط قُطرية: اتبع الخط القُطري المارّ بـ d2.
learn-level-board-no-diagonal = حرّك قطعتك العادية إلى e3.
learn-level-board-no-diagonal-hint = لا تمر بالنقطة d1 خطوط قُطرية، فتقدّم أولًا مستقيمًا إلى d2؛ أما d2 فتمر بها.
learn-level-board-centre = حرّك قطعتك العادية إلى نقطة المركز e5.
learn-level-board-centre-hint = القُطر الطويل الذي يبدأ من الزاوية a1 يوصلك مباشرة إلى e5.
learn-level-board-route = حرّك قطعتك العادية إلى e6.
learn-level-board-route-hint = لا تمر بالنقطة b1 خطوط قُطرية: تقدّم إلى b2، ثم اتبع القُطر نحو e5، ثم تقدّم مستقيمًا.

## moving

learn-stage-moving = تحريك القطعة العادية
learn-stage-moving-intro = تتقدم القطعة العادية نقطة واحدة في كل مرة، وإلى الأمام فقط: مستقيمًا، أو قُطريًا إلى الأمام من نقطة تمر بها خطوط قُطرية، ولا تتحرك أبدًا إلى الجانب ولا إلى الخلف. ولا يمكنها أن تنتقل إلى نقطة مشغولة، فعليها أن تلتف حول القطع التي تعترض طريقها. في هذه الدروس يبقى الأبيض ساكنًا، وتلعب أنت نقلة بعد نقلة.

learn-level-moving-no-way-back = حرّك إحدى قطعك العادية إلى e5.
learn-level-moving-no-way-back-hint = القطعة التي في e7 لا يمكنها الرجوع إلى الخلف أبدًا؛ فقدِّم القطعة التي في e3.
learn-level-moving-edge = حرّك قطعتك العادية إلى a7.
learn-level-moving-edge-hint = قطع الأبيض تسدّ الطرف: التفّ حولها مرورًا بـ b4 وb5 وb6.
learn-level-moving-stuck = حرّك إحدى قطعك العادية إلى b7.
learn-level-moving-stuck-hint = القطعة التي في a4 عالقة: لا تمر بنقطتها خطوط قُطرية، وa5 مشغولة. فقدِّم بدلًا منها القطعة التي في c3.
learn-level-moving-around = حرّك قطعتك العادية إلى c7.
learn-level-moving-around-hint = التفّ حول كتلة القطع البيضاء من جهة اليسار: d4، ثم c5، ثم c6، ثم c7.
learn-level-moving-choose = حرّك إحدى قطعك العادية إلى d6.
learn-level-moving-choose-hint = عُدّ الخطوات: القطعة التي في b3 تصل قبل القطعة التي في f2.

## capturing

learn-stage-capturing = الأكل
learn-stage-capturing-intro = تأكل القطعة العادية بالقفز فوق قطعة للخصم تقف في النقطة المجاورة على أحد الخطوط، إلى النقطة الفارغة التي خلفها مباشرة؛ والقطعة المأكولة تُرفع من الرقعة. وعلى خلاف الخطوة العادية، يجوز الأكل في أي اتجاه: إلى الأمام أو إلى الجانب أو إلى الخلف. والأكل إجباري: متى استطعت أن تأكل وجب عليك أن تأكل.

learn-level-capturing-forward = كُلِ القطعة البيضاء.
learn-level-capturing-forward-hint = اقفز من e4 فوق e5 إلى النقطة الفارغة e6.
learn-level-capturing-sideways = كُلِ القطعة البيضاء.
learn-level-capturing-sideways-hint = يجوز الأكل إلى الجانب: من e5 فوق f5 إلى g5.
learn-level-capturing-backwards = كُلِ القطعة البيضاء.
learn-level-capturing-backwards-hint = ويجوز الأكل إلى الخلف أيضًا: من e5 نزولًا على القُطر فوق d4 إلى c3.
learn-level-capturing-compulsory = حرّك قطعتك العادية إلى e7.
learn-level-capturing-compulsory-hint = يجب أن تأكل d5 أولًا؛ ثم تقدّم من c5 مرورًا بـ d6.
learn-level-capturing-two = كُلِ القطعتين البيضاوين.
learn-level-capturing-two-hint = لكل واحدة من قطعتيك أكلٌ ممكن: نفّذ أحدهما، ثم الآخر.

## chains

learn-stage-chains = الأكل المتتابع
learn-stage-chains-intro = إذا استطاعت القطعة التي قفزت للتو أن تقفز مرة أخرى من النقطة التي نزلت فيها، وجب عليها أن تواصل: وسلسلة القفزات كلها نقلة واحدة. ويجوز لها أن تغيّر اتجاهها عند كل قفزة، وتُرفع القطع التي أكلتها من الرقعة حين ينتهي الأكل المتتابع.

learn-level-chains-straight = كُلْ قطعتين في نقلة واحدة.
learn-level-chains-straight-hint = اقفز فوق e4 لتنزل في e5، ثم اقفز فوق e6.
learn-level-chains-turn = كُلْ قطعتين في نقلة واحدة.
learn-level-chains-turn-hint = اقفز فوق d4 لتنزل في e5، ثم غيّر اتجاهك واقفز فوق f4.
learn-level-chains-backwards = كُلْ قطعتين في نقلة واحدة.
learn-level-chains-backwards-hint = هذا الأكل المتتابع يسير إلى الخلف: فوق e6 إلى e5، ثم فوق d4 إلى c3.
learn-level-chains-loop = كُلْ ثلاث قطع في نقلة واحدة.
learn-level-chains-loop-hint = يمكن أن يعود الأكل المتتابع إلى حيث بدأ: c3، ثم e5، ثم e3، ثم c3 من جديد.
learn-level-chains-long = كُلْ أربع قطع في نقلة واحدة.
learn-level-chains-long-hint = ابدأ صاعدًا على القُطر فوق b2، وواصل القفز: فوق d4، ثم f4، ثم f2.
learn-level-chains-set-up = كُلْ ثلاث قطع في نقلة واحدة.
learn-level-chains-set-up-hint = لا يوجد أكل ممكن بعد: تقدّم أولًا إلى c3، فمنها يبدأ أكل متتابع يدور حول القطع الثلاث.

## majority

learn-stage-majority = أكل العدد الأكبر
learn-stage-majority-intro = إذا أمكنك الأكل بأكثر من طريقة، وجب أن تختار أكلًا يأخذ أكبر عدد من القطع، أيًّا كانت قطعتك التي تأكل: هذه قاعدة أكل العدد الأكبر، والأكل الأصغر مرفوض. وفي القواعد الصحراوية يُسمح بالأكل الأصغر، لكنه يُعدّ خطأ (سنعود إلى ذلك لاحقًا)، فكُلِ العدد الأكبر هناك أيضًا.

learn-level-majority-most = كُلْ ثلاث قطع في نقلة واحدة.
learn-level-majority-most-hint = تستطيع g3 أن تأكل قطعة واحدة، لكن الأكل المتتابع من c3 يأخذ ثلاثًا، فلا يُسمح إلا به.
learn-level-majority-two-men = كُلْ قطعتين في نقلة واحدة.
learn-level-majority-two-men-hint = تستطيع b3 أن تأكل قطعة واحدة، لكن e3 تستطيع أن تأكل قطعتين، فعلى e3 أن تأكل.
learn-level-majority-fork = كُلْ ثلاث قطع في نقلة واحدة.
learn-level-majority-fork-hint = من e3، الطريق الصاعد على العمود e يأخذ أكثر من القفزة فوق d4.
learn-level-majority-sahara = القواعد الصحراوية: كُلْ أكبر عدد ممكن من القطع في نقلة واحدة.
learn-level-majority-sahara-hint = كل أكل مسموح هنا، لكن الأكل المتتابع من c3 وحده يأخذ العدد الأكبر: ثلاث قطع.
learn-level-majority-sahara-finish = القواعد الصحراوية: كُلْ أكبر عدد ممكن من القطع في نقلة واحدة.
learn-level-majority-sahara-finish-hint = يجوز لك هنا أن توقف الأكل المتتابع قبل نهايته. لا تفعل: واصل القفز حتى e9.

## promotion

learn-stage-promotion = الترقية إلى سلطان
learn-stage-promotion-intro = القطعة العادية التي تنتهي نقلتها في الصف الأخير (الصف 9 للأسود) تصير سلطانًا، وهو قطعة أقوى بكثير. والعبرة بالنقطة التي تنتهي فيها النقلة وحدها: القطعة التي تبلغ الصف الأخير في أثناء أكل متتابع وعليها أن تواصل القفز تبقى قطعة عادية.

learn-level-promotion-first = احصل على سلطان.
learn-level-promotion-first-hint = خطوة واحدة إلى e9، في الصف الأخير.
learn-level-promotion-walk = احصل على سلطان.
learn-level-promotion-walk-hint = تقدّم حتى الصف 9: الخطوة القُطرية سريعة كالخطوة المستقيمة.
learn-level-promotion-capture = احصل على سلطان.
learn-level-promotion-capture-hint = الأكل الذي ينتهي في الصف 9 يجعل القطعة سلطانًا أيضًا: اقفز فوق e8.
learn-level-promotion-chain = احصل على سلطان.
learn-level-promotion-chain-hint = كُلِ القطعتين: ينتهي الأكل المتتابع في g9.
learn-level-promotion-passing = احصل على سلطان.
learn-level-promotion-passing-hint = يمر الأكل بـ e9، لكن عليه أن يواصل إلى e7، فلا تصير القطعة سلطانًا؛ فتقدّم بها من جديد إلى الصف الأخير.
learn-level-promotion-compulsory = احصل على سلطان.
learn-level-promotion-compulsory-hint = لا يجوز أن تتقدم g8 ما دامت c7 قادرة على الأكل: كُلْ أولًا (وهذا الأكل لا يصنع سلطانًا)، ثم قدِّم g8.

## mullah-moves

learn-stage-mullah-moves = طيران السلطان
learn-stage-mullah-moves-intro = يتحرك السلطان على أي خط، إلى الأمام أو إلى الخلف، ويقطع ما شئت من النقاط الفارغة في نقلة واحدة. ولا يمكنه أن ينعطف في أثناء النقلة ولا أن يعبر فوق قطعة، ومن نقطة لا تمر بها خطوط قُطرية لا يطير إلا مستقيمًا.

learn-level-mullah-moves-fly = حرّك سلطانك إلى i9.
learn-level-mullah-moves-fly-hint = يكفي طيران واحد على القُطر الطويل.
learn-level-mullah-moves-backwards = حرّك سلطانك إلى a1.
learn-level-mullah-moves-backwards-hint = يستطيع السلطان أن يطير إلى الخلف: انزل على القُطر.
learn-level-mullah-moves-turn = حرّك سلطانك إلى h2.
learn-level-mullah-moves-turn-hint = لا يصل أي خط بين a1 وh2: طِرْ أولًا إلى نقطة على أحد خطوط h2، مثل i1.
learn-level-mullah-moves-straight = حرّك سلطانك إلى c6.
learn-level-mullah-moves-straight-hint = لا تمر بالنقطة e4 خطوط قُطرية: طِرْ مستقيمًا إلى e6 أو c4، ثم مستقيمًا مرة أخرى إلى c6.
learn-level-mullah-moves-blocked = حرّك سلطانك إلى i9.
learn-level-mullah-moves-blocked-hint = قطعتك العادية تسدّ القُطر: التفّ مرورًا بإحدى الزوايا، أو أبعِد القطعة عن الطريق.

## mullah-captures

learn-stage-mullah-captures = الأكل من بعيد
learn-stage-mullah-captures-intro = يأكل السلطان من بعيد: يعبر على طول الخط نقاطًا فارغة، ويقفز فوق قطعة واحدة فقط للخصم، وينزل في أي نقطة فارغة خلفها. اختر نقطة النزول التي يمكن أن يتواصل منها الأكل المتتابع؛ وقاعدة أكل العدد الأكبر تبقى سارية.

learn-level-mullah-captures-far = كُلْ قطعة بسلطانك.
learn-level-mullah-captures-far-hint = القطعة البيضاء على القُطر الطويل الذي يبدأ من a1: انزل في أي نقطة خلفها.
learn-level-mullah-captures-landing = كُلْ قطعتين في نقلة واحدة.
learn-level-mullah-captures-landing-hint = انزل في f6، فهي النقطة التي يمكنك منها أن تأكل f3 بعد ذلك.
learn-level-mullah-captures-chain = كُلْ ثلاث قطع في نقلة واحدة.
learn-level-mullah-captures-chain-hint = فوق c3 إلى f6، ثم نزولًا فوق f3 إلى f2، ثم على الصف 2 فوق c2.
learn-level-mullah-captures-wait = كُلْ قطعة بسلطانك.
learn-level-mullah-captures-wait-hint = يستطيع السلطان أن يأكل h8، لكن الأكل المتتابع لقطعتك العادية يأخذ قطعتين، وهذا أكثر، فتبدأ القطعة العادية؛ ثم يأتي دور السلطان.
learn-level-mullah-captures-all = كُلْ جميع القطع البيضاء في نقلة واحدة.
learn-level-mullah-captures-all-hint = اصعد فوق a4 إلى a5، ثم اتجه يمينًا على الصف 5، ثم انزل على العمود i.

## removal

learn-stage-removal = متى تُرفع القطع المأكولة
learn-stage-removal-intro = في قواعد الضامة، تبقى القطع التي تأكلها على الرقعة حتى ينتهي أكلك المتتابع: فهي لا تزال تسدّ الطريق، ولا يجوز القفز فوقها مرتين. أما في قواعد ظامت، اللعبة الموريتانية، فكل قطعة مأكولة تُرفع فورًا، فتصبح نقطتها خالية لبقية الأكل المتتابع. لا يغيّر هذا شيئًا بالنسبة إلى القطعة العادية؛ أما السلطان الطائر فقد يغيّر بالنسبة إليه الكثير.

learn-level-removal-zamma = قواعد الضامة: كُلِ القطعتين البيضاوين.
learn-level-removal-zamma-hint = تبقى e6 في الطريق حتى تنتهي نقلتك، فلا يمكنك أن تأكل إلا قطعة واحدة في كل نقلة.
learn-level-removal-dhamet = قواعد ظامت: كُلْ قطعتين في نقلة واحدة.
learn-level-removal-dhamet-hint = تُرفع e6 حالما تقفز فوقها: طِرْ عائدًا إلى الأسفل عبر نقطتها لتأكل e2.
learn-level-removal-dhamet-back = قواعد ظامت: كُلْ جميع القطع البيضاء في نقلة واحدة.
learn-level-removal-dhamet-back-hint = كُلْ e6 أولًا، ثم طِرْ عائدًا عبر e6 وf6 فوق g6.
learn-level-removal-zamma-back = قواعد الضامة: كُلْ جميع القطع البيضاء.
learn-level-removal-zamma-back-hint = تسدّ e6 طريق العودة: كُلْ أولًا القطعتين اللتين على اليمين، ثم طِرْ إلى نقطة يمكنك منها أن تقفز فوق e6.
learn-level-removal-dhamet-row = قواعد ظامت: كُلْ ثلاث قطع في نقلة واحدة.
learn-level-removal-dhamet-row-hint = كُلْ h9، ثم طِرْ عائدًا على الصف 9، عبر النقاط التي خلت، فوق f9.

## huffing

learn-stage-huffing = النفخ
learn-stage-huffing-intro = في القواعد الصحراوية يجوز لك أن تأكل أقل من العدد الأكبر، أو أن توقف الأكل المتتابع قبل نهايته، أو أن تلعب نقلة بلا أكل وأنت قادر على الأكل، لكن كل واحد من هذه يُعدّ خطأ. وفي الدور التالي يجوز لخصمك أن ينفخ: أي أن يُزيل القطعة التي كان عليها أن تأكل، ثم يلعب نقلة عادية. هنا يرتكب الأبيض الأخطاء وتنفخ أنت؛ وفي المستوى الأخير احذر أخطاءك أنت.

learn-level-huffing-quiet = القواعد الصحراوية: كُلْ جميع القطع البيضاء مستعينًا بالنفخ.
learn-level-huffing-quiet-hint = تقدّم إلى e4 لتعرض قطعتك. لن يأكلها الأبيض: انفخ e5، ثم كُلِ القطعة الأخرى.
learn-level-huffing-stopped = القواعد الصحراوية: كُلْ جميع القطع البيضاء مستعينًا بالنفخ.
learn-level-huffing-stopped-hint = العب a4-a5. سيتوقف الأكل المتتابع للأبيض في منتصفه: انفخ تلك القطعة حيث توقفت، وكُلْ b6.
learn-level-huffing-choose = القواعد الصحراوية: كُلْ جميع القطع البيضاء مستعينًا بالنفخ.
learn-level-huffing-choose-hint = بعد خطأ الأبيض يمكنك أن تنفخ d5 أو e5: أزِل e5، فيأخذ أكلك المتتابع فوق d5 وc6 البقية.
learn-level-huffing-careful = القواعد الصحراوية: كُلْ جميع القطع البيضاء دون أن تمنح الأبيض فرصة للنفخ.
learn-level-huffing-careful-hint = كُلِ القطعتين معًا: إذا توقف أكلك المتتابع بعد الأولى، جاز للأبيض أن ينفخ قطعتك.

## winning

learn-stage-winning = الفوز
learn-stage-winning-intro = تفوز حين يأتي دور خصمك ولا يستطيع أن يتحرك: إما لأنه لم تبقَ له قطع، وإما لأن قطعه كلها محاصرة. من الآن فصاعدًا يردّ الأبيض على نقلاتك.

learn-level-winning-take-all = اربح بأكل آخر قطعة للأبيض.
learn-level-winning-take-all-hint = تقدّم: على القطعة البيضاء أن تنزل نحوك، وعندها تستطيع أن تأكلها.
learn-level-winning-block = اربح بمحاصرة آخر قطعة للأبيض.
learn-level-winning-block-hint = لا تستطيع القطعة التي في a2 إلا أن تتقدم إلى a1، ولا يمكن القفز من a2 فوق قطعة في a1: فلا نقطة خلفها.
learn-level-winning-block-men = اربح بمحاصرة قطعة الأبيض.
learn-level-winning-block-men-hint = ضع قطعة عادية في a3: فلا تستطيع a4 أن تتقدم إليها، ولا أن تقفز فوقها ما دامت a2 مشغولة.
learn-level-winning-hunt = اربح المباراة بسلطانك.
learn-level-winning-hunt-hint = ضع السلطان بحيث تقع كل خطوة للقطعة البيضاء على أحد خطوطه، في e5 مثلًا.
learn-level-winning-no-good-move = اربح المباراة.
learn-level-winning-no-good-move-hint = جد نقلة بلا أكل لا يبقى للأبيض بعدها إلا نقلات تضع قطعه في متناول أكلك.

## draws

learn-stage-draws = التعادل
learn-stage-draws-intro = تنتهي المباراة بالتعادل إذا تكررت الوضعية نفسها للمرة الثالثة، أو بقاعدة الجمود: نقلات كثيرة متتالية دون أكل ودون تحريك قطعة عادية (100 نقلة في العادة، من اللاعبَين معًا، وأقل من ذلك بكثير في هذه المستويات). وحين تكون متأخرًا، فالتعادل، أو مجرد تجنّب الخسارة، نتيجة جيدة.

learn-level-draws-stall = احصل على التعادل: تكفي هنا نقلة سلطان واحدة بلا أكل من كل طرف.
learn-level-draws-stall-hint = طِرْ إلى نقطة لا يستطيع فيها أي سلطان أبيض أن يأكلك، صعودًا على العمود a مثلًا.
learn-level-draws-guard = احصل على التعادل: تكفي هنا نقلة سلطان واحدة بلا أكل من كل طرف.
learn-level-draws-guard-hint = تحريك قطعة عادية يعيد العدّ من البداية، وقطعتك العادية التي في e2 في خطر: ضع سلطانك في e3، أمامها.
learn-level-draws-behind = احصل على التعادل: تكفي هنا نقلة سلطان واحدة بلا أكل من كل طرف.
learn-level-draws-behind-hint = يمكن القفز من b7 فوق قطعتك العادية التي في b5: املأ بسلطانك النقطة التي خلفها، b4.
learn-level-draws-repetition = احصل على التعادل بتكرار الوضعية.
learn-level-draws-repetition-hint = طِرْ ذهابًا وإيابًا بين a1 وa2: يفعل الأبيض الشيء نفسه، فتتكرر الوضعية للمرة الثالثة.
learn-level-draws-corner = حافظ على سلطانك حتى نهاية المستوى.
learn-level-draws-corner-hint = لا يمكن لأي قطعة أن تقفز فوق قطعة في الزاوية: فلا نقطة خلفها.

## tactics

learn-stage-tactics = التكتيك
learn-stage-tactics-intro = لأن الأكل إجباري، يمكنك أن تفرض على الأبيض ردّه: تخلَّ عن قطعة عمدًا (وهذه تضحية)، فيجب على الأبيض أن يأكلها، وكثيرًا ما ينزل حيث يمكنك أن تأكل أكثر. في كل مستوى من هذه المستويات لا تنجح إلا نقلة أولى واحدة.

learn-level-tactics-give-one = كُلْ قطعتين في نقلة واحدة.
learn-level-tactics-give-one-hint = اعرض القطعة التي في e3 بتقديمها خطوة واحدة: يجب على الأبيض أن يأكلها، فينزل حيث يمكنك أن تأكل قطعتين.
learn-level-tactics-threat = كُلْ قطعتين في نقلة واحدة.
learn-level-tactics-threat-hint = جد نقطة لا تستطيع فيها أي قطعة بيضاء أن تقفز فوق قطعتك، وتهدد منها قطعتك بأكل متتابع، مهما فعل الأبيض.
learn-level-tactics-promote = احصل على سلطان.
learn-level-tactics-promote-hint = اعرض f7 بتقديمها إلى f8: يجب على القطعة التي في e9 أن تأكلها، فتخلو e9 لـ e7.
learn-level-tactics-bait = كُلْ ثلاث قطع في نقلة واحدة.
learn-level-tactics-bait-hint = قدِّم f6 إلى f7: القطعة التي تأكلها تنزل في f6، على قُطر سلطانك تمامًا.
learn-level-tactics-new-mullah = اربح المباراة.
learn-level-tactics-new-mullah-hint = احصل أولًا على سلطان في e9: يجب على الأبيض أن يأكل في e3، فينفتح العمود e لسلطانك الجديد.

## endgames

learn-stage-endgames = النهايات
learn-stage-endgames-intro = حين تبقى قطع قليلة، يكون السلطان قويًا جدًا: يضرب من بعيد ويفلت من الخطر. اربح هذه النهايات مهما لعب الحاسوب.

learn-level-endgames-mullah-two-men = اربح بسلطانك ضد قطعتين عاديتين.
learn-level-endgames-mullah-two-men-hint = ضع سلطانك في c1، تحت القطعة التي في c5: مهما فعل الأبيض، فالأكل قادم.
learn-level-endgames-promote = اربح المباراة.
learn-level-endgames-promote-hint = احصل على سلطان أولًا، ثم طارد القطعة البيضاء.
learn-level-endgames-men = اربح بقطعتيك العاديتين.
learn-level-endgames-men-hint = قدِّم b5 إلى b6: عندها تضطر القطع البيضاء إلى التقدم نحو قطعتيك.
learn-level-endgames-two-mullahs = اربح بسلطانين ضد سلطان واحد.
learn-level-endgames-two-mullahs-hint = ضع أحد السلطانين في الزاوية i9، ثم اعرض الآخر حيث لا بد أن ينتهي أكل الأبيض على أحد خطوط i9.
learn-level-endgames-corner = اربح المباراة.
learn-level-endgames-corner-hint = احصل على سلطان في b9، ثم اعرضه على صف السلطان الأبيض: ينتهي الأكل على العمود a، حيث يأكل سلطانك الذي في a1 بدوره.
