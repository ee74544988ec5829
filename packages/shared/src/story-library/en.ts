import type { StoryPage } from '../story-page.js';

/** A built-in story as the library keeps it (without `built_in`, which every one of them is). */
export interface BuiltInStoryData {
  readonly id: string;
  readonly title: string;
  readonly author: string;
  readonly cover_emoji: string;
  readonly pages: readonly StoryPage[];
}

/**
 * The built-in stories, retold in our own words for reading aloud to a small child. English is
 * the original (the product spec's words); the other languages retell it, beside this file.
 */
export const BUILT_IN_STORY_DATA = [
  {
    id: 'three-bears',
    title: 'Goldilocks and the Three Bears',
    author: 'A folk tale, retold by Hearth',
    cover_emoji: '🐻',
    pages: [
      {
        page_number: 1,
        text: 'Deep in a leafy wood stood a snug little cottage. Three bears lived there: great big Papa Bear, middle-sized Mama Bear and teeny-tiny Baby Bear.',
        illustration: '🌲🏡🐻🐻🧸',
      },
      {
        page_number: 2,
        text: 'One morning their porridge was far too hot, so the bears went for a walk while it cooled. Along came a girl with golden curls called Goldilocks, and she peeped through the open door.',
        illustration: '🥣♨️👧🚪',
      },
      {
        page_number: 3,
        text: 'She tasted the big bowl: too hot! The middle bowl: too cold! The tiny bowl was just right, and she gobbled up every spoonful.',
        illustration: '🥣🥣🥣😋',
      },
      {
        page_number: 4,
        text: 'Feeling full, she tried the chairs. The big one was too hard, the middle one too squashy, and the tiny one was just right, until crack! it broke into pieces.',
        illustration: '🪑🪑💥',
      },
      {
        page_number: 5,
        text: 'Upstairs she yawned and tried the beds. The tiny bed was so cosy that she curled up and fell fast asleep.',
        illustration: '🛏️😴💤',
      },
      {
        page_number: 6,
        text: '"Someone is sleeping in my bed!" squeaked Baby Bear. Goldilocks woke with a jump, ran all the way home, and from then on she always knocked before going in.',
        illustration: '🐻😮👧🏃‍♀️🏠',
      },
    ],
  },
  {
    id: 'red-riding-hood',
    title: 'Little Red Riding Hood',
    author: 'A folk tale, retold by Hearth',
    cover_emoji: '🧺',
    pages: [
      {
        page_number: 1,
        text: 'A little girl in a bright red cape set off through the forest with a basket of warm muffins for her granny. "Stay on the path," said her mother with a kiss.',
        illustration: '👧🧣🧺🌳',
      },
      {
        page_number: 2,
        text: 'Among the trees a sly wolf smiled. "Why not pick some flowers for your granny?" he said. While she gathered daisies, he hurried ahead to Granny\'s house.',
        illustration: '🐺🌼🌸🌳',
      },
      {
        page_number: 3,
        text: 'Wearing Granny\'s nightcap, the wolf lay in her bed. "Granny, what big eyes you have! What big ears! And what big teeth!" said Red Riding Hood.',
        illustration: '🐺🧢🛏️👀',
      },
      {
        page_number: 4,
        text: 'Just then a woodcutter heard the shouting and burst in. Off ran the wolf, never to come back. Granny popped out of the wardrobe, and everyone shared the muffins.',
        illustration: '🪓👵👧🧁',
      },
    ],
  },
  {
    id: 'three-little-pigs',
    title: 'The Three Little Pigs',
    author: 'A folk tale, retold by Hearth',
    cover_emoji: '🐷',
    pages: [
      {
        page_number: 1,
        text: 'Three little pigs waved goodbye to their mother and went off to build homes of their own.',
        illustration: '🐷🐷🐷👋',
      },
      {
        page_number: 2,
        text: 'The first pig built a house of straw in no time. Along came a hungry wolf who huffed and puffed and blew the straw house down!',
        illustration: '🌾🏠🐺💨',
      },
      {
        page_number: 3,
        text: "The second pig built a house of sticks. The wolf huffed and puffed and blew that one down too, and both pigs ran to their sister's house.",
        illustration: '🪵🏠💨🐷🐷',
      },
      {
        page_number: 4,
        text: 'The third pig had built her house of bricks, slowly and carefully. The wolf huffed and puffed until he was quite out of breath, but the house stood firm.',
        illustration: '🧱🏠🐺😤',
      },
      {
        page_number: 5,
        text: 'The tired wolf slunk away into the woods. The three pigs lit a fire, made a pot of soup and lived together, safe and sound.',
        illustration: '🐷🐷🐷🔥🍲',
      },
    ],
  },
] as const satisfies readonly BuiltInStoryData[];

type EnglishStory = (typeof BUILT_IN_STORY_DATA)[number];
export type BuiltInStoryId = EnglishStory['id'];

/** One string per page of P, in order: as many as P has, no more, no fewer. */
type PageTexts<P extends readonly unknown[]> = { readonly [K in keyof P]: string };

/**
 * The built-in library in another language: for every story its title, author line and the text
 * of each page, in the English story's order. The cover and the illustrations are the English
 * story's (emoji speak every language). A story or a page missing, or one too many, fails to
 * compile.
 */
export type StoryLibraryTranslation = {
  readonly [Id in BuiltInStoryId]: {
    readonly title: string;
    readonly author: string;
    readonly pages: PageTexts<Extract<EnglishStory, { id: Id }>['pages']>;
  };
};
