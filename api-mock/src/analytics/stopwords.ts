/**
 * Stopwords per language for the keyword cloud and trending keywords (spec 02 §7): function
 * words that say nothing about what a post is about. Latin-script and Cyrillic words are
 * compared in lower case; CJK particles as written.
 */
const LISTS: Record<string, string> = {
  en: "a an the and or but if so of to in on at by for with from about as is are was were be been being am do does did have has had i me my we our you your he she it its they them their this that these those what which who how why when where there here not no yes just very really too also than then now again still all any some more most other only own same can will would should could may might must shall get got lately today week month time one third everyone else anyone asking friend who is isn it's i'm can't don't",
  es: 'el la los las un una unos unas y o pero si de del a al en con por para sobre como es son fue ser estar está están hay yo me mi mis tú te tu tus él ella nos nuestro vosotros ellos les su sus que qué cuál quién cómo cuándo dónde no sí muy ya también más menos otra otro este esta esto estos ese esa eso lo le se hoy semana mes vez',
  fr: "le la les un une des et ou mais si de du au aux en dans sur par pour avec sans sous est sont été être avoir ai a as ont je me mon ma mes tu te ton ta tes il elle on nous vous ils elles leur leurs que qui quoi comment quand où ne pas plus très aussi déjà ce cette ces cet ça c'est j'ai l'a d'un d'une qu'il y aujourd'hui semaine mois fois",
  de: 'der die das den dem des ein eine einer einen einem und oder aber wenn von zu im in an auf bei mit für über als ist sind war waren sein haben hat habe ich mir mich mein meine du dir dein er sie es wir uns unser ihr euch was wer wie warum wann wo nicht kein keine ja sehr auch schon noch mehr nur so da hier dort heute woche monat mal gerade sonst',
  pt: 'o a os as um uma uns umas e ou mas se de do da dos das em no na nos nas com por para sobre como é são foi ser estar está estão tem eu me meu minha tu te você ele ela nós vocês eles elas seu sua que qual quem quando onde não sim muito já também mais menos este esta isso isto esse essa hoje semana mês vez',
  it: 'il lo la i gli le un uno una e o ma se di del della dei delle a al alla in nel nella con per su come è sono era essere ho ha hanno io mi mio mia tu ti tuo lui lei noi voi loro che chi cosa quando dove non sì molto già anche più meno questo questa quello quella oggi settimana mese volta',
  ru: 'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда даже ну ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между это сегодня неделю месяц',
  ar: 'في من إلى على عن مع هذا هذه ذلك تلك هو هي أنا نحن أنت هم ما ماذا لماذا كيف متى أين لا نعم قد كان كانت يكون و أو ثم لكن إذا كل بعض أي التي الذي الذين اليوم جدا أيضا',
  ja: 'の に は を が と で も から まで より や へ か な ね よ だ です ます た て し い う こと これ それ あれ この その あの ここ そこ どこ 何 私 僕 また もう とても 今日 最近 って ってる',
  ko: '이 그 저 것 수 등 및 를 을 은 는 가 이 에 의 와 과 도 로 으로 에서 까지 부터 하고 나 너 우리 저는 제 오늘 정말 진짜 또 좀 너무',
  zh: '的 了 是 我 你 他 她 它 们 在 有 和 就 不 也 都 而 及 与 着 或 一个 没有 这 那 这个 那个 什么 怎么 为什么 吗 呢 吧 啊 很 太 又 还 今天 最近',
};

export const STOPWORDS: ReadonlySet<string> = new Set(
  Object.values(LISTS).flatMap((list) => list.split(/\s+/).filter(Boolean)),
);
