import type { StoryLibraryTranslation } from './en.js';

/** The built-in stories in German, told as a grandparent would read them aloud. */
export const de: StoryLibraryTranslation = {
  'three-bears': {
    title: 'Goldlöckchen und die drei Bären',
    author: 'Ein Volksmärchen, nacherzählt von Hearth',
    pages: [
      'Tief in einem grünen Wald stand ein gemütliches kleines Häuschen. Dort wohnten drei Bären: der große, starke Papa Bär, die mittelgroße Mama Bär und das winzig kleine Bärchen.',
      'Eines Morgens war ihr Haferbrei viel zu heiß. Also gingen die Bären spazieren, bis er abgekühlt war. Da kam ein Mädchen mit goldenen Locken vorbei. Es hieß Goldlöckchen und guckte neugierig durch die offene Tür.',
      'Goldlöckchen probierte aus der großen Schüssel: zu heiß! Aus der mittleren: zu kalt! Die kleine Schüssel war genau richtig, und sie aß sie bis auf den letzten Löffel leer.',
      'Pappsatt probierte sie die Stühle aus. Der große war zu hart, der mittlere zu weich, und der kleine war genau richtig – bis es plötzlich krach! machte und er in tausend Stücke zerbrach.',
      'Oben gähnte sie und probierte die Betten aus. Das kleine Bett war so kuschelig, dass sie sich darin zusammenrollte und tief und fest einschlief.',
      '„Da schläft jemand in meinem Bett!“, piepste das Bärchen. Goldlöckchen wachte mit einem Schreck auf und rannte den ganzen Weg nach Hause. Und von da an klopfte sie immer an, bevor sie irgendwo hineinging.',
    ],
  },
  'red-riding-hood': {
    title: 'Rotkäppchen',
    author: 'Ein Volksmärchen, nacherzählt von Hearth',
    pages: [
      'Ein kleines Mädchen mit einem leuchtend roten Käppchen machte sich mit einem Korb voll frisch gebackenem Kuchen auf den Weg durch den Wald zur Großmutter. „Bleib schön auf dem Weg“, sagte die Mutter und gab ihm einen Kuss.',
      'Zwischen den Bäumen lächelte ein schlauer Wolf. „Willst du der Großmutter nicht ein paar Blumen pflücken?“, fragte er. Während Rotkäppchen Gänseblümchen pflückte, lief er schnell voraus zum Haus der Großmutter.',
      'Mit der Nachtmütze der Großmutter auf dem Kopf legte sich der Wolf in ihr Bett. „Großmutter, was hast du für große Augen! Was hast du für große Ohren! Und was hast du für große Zähne!“, sagte Rotkäppchen.',
      'Da hörte ein Holzfäller das Geschrei und stürmte herein. Der Wolf rannte davon und kam nie wieder. Die Großmutter kam aus dem Kleiderschrank hervor, und alle teilten sich den Kuchen.',
    ],
  },
  'three-little-pigs': {
    title: 'Die drei kleinen Schweinchen',
    author: 'Ein Volksmärchen, nacherzählt von Hearth',
    pages: [
      'Drei kleine Schweinchen winkten ihrer Mama zum Abschied und zogen los, um sich jedes ein eigenes Haus zu bauen.',
      'Das erste Schweinchen baute sich im Nu ein Haus aus Stroh. Da kam ein hungriger Wolf, der hustete und prustete und pustete das Strohhaus um!',
      'Das zweite Schweinchen baute sich ein Haus aus Stöcken. Der Wolf hustete und prustete und pustete auch dieses Haus um, und die beiden Schweinchen rannten zum Haus ihrer Schwester.',
      'Ihre Schwester, das dritte Schweinchen, hatte ihr Haus langsam und sorgfältig aus Ziegelsteinen gebaut. Der Wolf hustete und prustete, bis ihm ganz die Puste ausging, aber das Haus blieb fest stehen.',
      'Müde schlich sich der Wolf in den Wald davon. Die drei Schweinchen machten ein Feuer an, kochten einen Topf Suppe und lebten zusammen, sicher und geborgen.',
    ],
  },
};
