import type { StoryLibraryTranslation } from './en.js';

/** The built-in stories in Spanish, told as a grandparent would read them aloud. */
export const es: StoryLibraryTranslation = {
  'three-bears': {
    title: 'Ricitos de Oro y los tres osos',
    author: 'Un cuento popular, contado por Hearth',
    pages: [
      'En lo más profundo de un bosque muy frondoso había una casita muy acogedora. Allí vivían tres osos: Papá Oso, que era grandote, grandote; Mamá Osa, que era mediana; y Osito, que era chiquitito, chiquitito.',
      'Una mañana, la avena del desayuno estaba demasiado caliente, así que los osos salieron a dar un paseo mientras se enfriaba. Entonces llegó una niña de rizos dorados llamada Ricitos de Oro, y se asomó por la puerta abierta.',
      'Probó del tazón grande: ¡demasiado caliente! Del tazón mediano: ¡demasiado frío! El tazón chiquito estaba perfecto, y se comió hasta la última cucharada.',
      'Con la barriguita llena, probó las sillas. La grande era demasiado dura, la mediana demasiado blandita, y la chiquita era perfecta… hasta que, ¡crac!, se rompió en pedazos.',
      'En el piso de arriba, bostezó y probó las camas. La cama chiquita era tan calentita que se acurrucó y se quedó profundamente dormida.',
      '—¡Alguien está durmiendo en mi cama! —chilló Osito. Ricitos de Oro se despertó de un salto, corrió sin parar hasta su casa y, desde aquel día, siempre llamaba a la puerta antes de entrar.',
    ],
  },
  'red-riding-hood': {
    title: 'Caperucita Roja',
    author: 'Un cuento popular, contado por Hearth',
    pages: [
      'Una niña con una capa de un rojo muy vivo se fue por el bosque con una cesta de magdalenas calentitas para su abuelita. —No te salgas del camino —le dijo su mamá, y le dio un beso.',
      'Entre los árboles, un lobo muy astuto sonrió. —¿Por qué no le llevas unas flores a tu abuelita? —le dijo. Mientras ella recogía margaritas, él se adelantó corriendo hasta la casa de la abuelita.',
      'Con el gorro de dormir de la abuelita puesto, el lobo se metió en su cama. —Abuelita, ¡qué ojos tan grandes tienes! ¡Qué orejas tan grandes! ¡Y qué dientes tan grandes! —dijo Caperucita Roja.',
      'En ese momento, un leñador oyó los gritos y entró de golpe. El lobo salió corriendo y nunca más volvió. La abuelita, que estaba escondida en el ropero, apareció sana y salva, y todos compartieron las magdalenas.',
    ],
  },
  'three-little-pigs': {
    title: 'Los tres cerditos',
    author: 'Un cuento popular, contado por Hearth',
    pages: [
      'Tres cerditos le dijeron adiós a su mamá y se fueron a construir cada uno su propia casa.',
      'El primer cerdito construyó una casa de paja en un santiamén. Entonces llegó un lobo hambriento que sopló y sopló, ¡y la casa de paja derribó!',
      'El segundo cerdito construyó una casa de palos. El lobo sopló y sopló y también la derribó, y los dos cerditos corrieron a casa de su hermana.',
      'La tercera cerdita había construido su casa de ladrillos, despacito y con mucho cuidado. El lobo sopló y sopló hasta quedarse sin aliento, pero la casa no se movió.',
      'El lobo, cansado, se escabulló hacia el bosque. Los tres cerditos encendieron la chimenea, prepararon una olla de sopa y vivieron juntos, sanos y salvos.',
    ],
  },
};
