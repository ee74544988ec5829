import type { StoryLibraryTranslation } from './en.js';

/** The built-in stories in Brazilian Portuguese, told as a grandparent would read them aloud. */
export const ptBR: StoryLibraryTranslation = {
  'three-bears': {
    title: 'Cachinhos Dourados e os Três Ursos',
    author: 'Um conto popular, recontado por Hearth',
    pages: [
      'Bem no meio de uma floresta cheia de folhas, havia uma casinha muito aconchegante. Lá moravam três ursos: o Papai Urso, grandão; a Mamãe Ursa, nem grande nem pequena; e o Ursinho, pequenininho.',
      'Certa manhã, o mingau deles estava quente demais, então os ursos foram dar um passeio enquanto ele esfriava. Aí apareceu uma menina de cabelos cacheados cor de ouro, a Cachinhos Dourados, e ela espiou pela porta aberta.',
      'Ela provou a tigela grande: quente demais! A tigela média: fria demais! A tigela pequenininha estava do jeitinho certo, e ela comeu até a última colherada.',
      'De barriga cheia, ela experimentou as cadeiras. A grande era dura demais, a média era mole demais, e a pequenininha era do jeitinho certo… até que, crac!, ela se quebrou em pedacinhos.',
      'No andar de cima, ela bocejou e experimentou as camas. A caminha pequenininha era tão gostosa que ela se encolheu todinha e caiu num sono profundo.',
      '— Tem alguém dormindo na minha cama! — gritou o Ursinho, com sua vozinha fina. Cachinhos Dourados acordou num pulo e correu sem parar até em casa. E, daquele dia em diante, sempre batia na porta antes de entrar.',
    ],
  },
  'red-riding-hood': {
    title: 'Chapeuzinho Vermelho',
    author: 'Um conto popular, recontado por Hearth',
    pages: [
      'Uma menininha de capa vermelha, bem vermelhinha, atravessou a floresta com uma cesta de bolinhos quentinhos para a vovó. — Não saia do caminho — disse a mamãe, dando um beijo nela.',
      'No meio das árvores, um lobo espertalhão sorriu. — Por que você não colhe umas flores para a sua vovó? — disse ele. Enquanto ela colhia margaridas, ele correu na frente até a casa da vovó.',
      'Com a touca de dormir da vovó na cabeça, o lobo se deitou na cama dela. — Vovó, que olhos grandes você tem! Que orelhas grandes! E que dentes grandes! — disse Chapeuzinho Vermelho.',
      'Bem nessa hora, um lenhador ouviu a gritaria e entrou correndo. O lobo fugiu e nunca mais voltou. A vovó, que estava escondida no guarda-roupa, apareceu sã e salva, e todo mundo dividiu os bolinhos.',
    ],
  },
  'three-little-pigs': {
    title: 'Os Três Porquinhos',
    author: 'Um conto popular, recontado por Hearth',
    pages: [
      'Três porquinhos deram tchau para a mamãe e foram construir cada um a sua casa.',
      'O primeiro porquinho construiu uma casa de palha rapidinho. Aí chegou um lobo faminto que soprou, soprou e derrubou a casa de palha!',
      'O segundo porquinho construiu uma casa de gravetos. O lobo soprou, soprou e derrubou essa também, e os dois porquinhos correram para a casa da irmã.',
      'A terceira porquinha tinha construído a casa dela de tijolos, devagar e com todo o cuidado. O lobo soprou e soprou até ficar sem fôlego, mas a casa continuou firme.',
      'Cansado, o lobo voltou de fininho para a floresta. Os três porquinhos acenderam a lareira, fizeram uma panela de sopa e viveram juntos, sãos e salvos.',
    ],
  },
};
