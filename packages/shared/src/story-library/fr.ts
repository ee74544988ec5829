import type { StoryLibraryTranslation } from './en.js';

/**
 * The built-in stories in French, told as a grandparent would read them aloud.
 * French typography: a no-break space before : ; ! ? and inside « », so that none of them ever
 * starts a line.
 */
export const fr: StoryLibraryTranslation = {
  'three-bears': {
    title: 'Boucle d’or et les trois ours',
    author: 'Un conte populaire, raconté par Hearth',
    pages: [
      'Au fond d’un bois tout feuillu se trouvait une petite maison bien douillette. Trois ours y habitaient : Papa Ours, très très grand, Maman Ours, ni grande ni petite, et Petit Ours, tout petit petit.',
      'Un matin, leur bouillie était bien trop chaude, alors les ours partirent se promener en attendant qu’elle refroidisse. C’est alors qu’arriva une petite fille aux boucles dorées, qu’on appelait Boucle d’or, et elle jeta un coup d’œil par la porte ouverte.',
      'Elle goûta le grand bol : trop chaud ! Le bol moyen : trop froid ! Le tout petit bol était juste comme il faut, et elle le mangea jusqu’à la dernière cuillerée.',
      'Le ventre bien rempli, elle essaya les chaises. La grande était trop dure, la moyenne trop molle, et la toute petite était parfaite… quand soudain, crac ! elle se cassa en mille morceaux.',
      'En haut, elle bâilla et essaya les lits. Le tout petit lit était si moelleux qu’elle s’y pelotonna et s’endormit profondément.',
      '« Quelqu’un dort dans mon lit ! » couina Petit Ours. Boucle d’or se réveilla en sursaut et courut d’une traite jusque chez elle. Depuis ce jour-là, elle frappe toujours avant d’entrer.',
    ],
  },
  'red-riding-hood': {
    title: 'Le Petit Chaperon rouge',
    author: 'Un conte populaire, raconté par Hearth',
    pages: [
      'Une petite fille vêtue d’une cape rouge vif partit à travers la forêt avec un panier de petits gâteaux tout chauds pour sa grand-mère. « Surtout, ne quitte pas le chemin », lui dit sa maman en l’embrassant.',
      'Parmi les arbres, un loup rusé sourit. « Pourquoi ne cueillerais-tu pas quelques fleurs pour ta grand-mère ? » dit-il. Pendant qu’elle ramassait des pâquerettes, il fila en courant jusqu’à la maison de la grand-mère.',
      'Coiffé du bonnet de nuit de la grand-mère, le loup se coucha dans son lit. « Grand-mère, comme tu as de grands yeux ! Et de grandes oreilles ! Et de grandes dents ! » dit le Petit Chaperon rouge.',
      'Juste à ce moment-là, un bûcheron entendit les cris et entra en trombe. Le loup s’enfuit à toutes jambes et ne revint jamais. Grand-mère sortit de l’armoire d’un bond, et tout le monde partagea les petits gâteaux.',
    ],
  },
  'three-little-pigs': {
    title: 'Les Trois Petits Cochons',
    author: 'Un conte populaire, raconté par Hearth',
    pages: [
      'Trois petits cochons dirent au revoir à leur maman et partirent construire chacun sa maison.',
      'Le premier petit cochon construisit une maison de paille en un rien de temps. Arriva alors un loup affamé qui souffla, souffla, et la maison de paille s’envola !',
      'Le deuxième petit cochon construisit une maison de bois. Le loup souffla, souffla, et celle-là s’envola aussi. Alors les deux petits cochons coururent se réfugier chez leur sœur.',
      'Leur sœur, la troisième, avait bâti sa maison en briques, lentement et avec soin. Le loup souffla et souffla, jusqu’à en être tout essoufflé, mais la maison tint bon.',
      'Épuisé, le loup repartit en douce dans les bois. Les trois petits cochons allumèrent un bon feu, préparèrent une marmite de soupe et vécurent ensemble, sains et saufs.',
    ],
  },
};
