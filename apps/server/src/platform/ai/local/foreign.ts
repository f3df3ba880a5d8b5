/**
 * The local engine's words in German, French and Spanish, and its answer to a crisis. An entry in
 * one of those languages is answered in it, from small fixed sets (the engine reads feelings in
 * them but does not rephrase the writer's words, so nothing is mixed); an entry in another language
 * is told plainly, in English, that the built-in engine writes in English.
 */
import type { Lang } from './language';

export type JournalKind = 'reflection' | 'mantra' | 'next-action';
export type Tone = 'gentle' | 'light' | 'plain';
type Written = Exclude<Lang, 'en' | 'other'>;
type Sets = Readonly<Record<JournalKind, Readonly<Record<Tone, readonly [string, ...string[]]>>>>;

const SETS: Readonly<Record<Written, Sets>> = {
  de: {
    reflection: {
      gentle: [
        'Danke, dass du das aufgeschrieben hast. Es klingt, als würdest du gerade etwas Schweres tragen, und es ist verständlich, dass es wehtut. Du musst das nicht allein tragen. Wer könnte heute ein Stück davon mit dir teilen?',
        'Was du beschreibst, wiegt schwer, und jedes Gefühl darin hat seinen Platz. Es gibt keinen richtigen Weg, damit umzugehen, und keine Eile. Was würde dir morgen ein kleines bisschen guttun?',
      ],
      light: [
        'Aus deinen Worten spricht Freude, und es lohnt sich, sie festzuhalten. Was hat dazu beigetragen, und wie kannst du mehr Raum dafür schaffen?',
        'Das klingt nach einem Tag, der dir gutgetan hat. Etwas so aufzuschreiben, ist eine Art, es zu bewahren. Was möchtest du davon mitnehmen?',
      ],
      plain: [
        'Du hast deinen Tag in deinen eigenen Worten festgehalten, und die Einzelheiten zeigen, was dir wichtig war. Was möchtest du von diesem Tag in Erinnerung behalten?',
        'Du hast ruhig und genau beschrieben, was war. Was davon beschäftigt dich am meisten, und was wäre ein kleiner nächster Schritt?',
      ],
    },
    mantra: {
      gentle: [
        'Ich bin sanft mit mir selbst, gerade heute.',
        'Ich darf mir Zeit lassen, Atemzug für Atemzug.',
      ],
      light: [
        'Ich bin offen für das Gute in meinem Leben.',
        'Ich bin dankbar für das, was mich trägt.',
      ],
      plain: [
        'Ich bin hier und wachse in meinem eigenen Tempo.',
        'Ich bin auf meinem Weg, Schritt für Schritt.',
      ],
    },
    'next-action': {
      gentle: [
        'Gönn dir heute zehn ruhige Minuten nur für dich, und wenn du magst, erzähl einem Menschen, dem du vertraust, wie es dir geht.',
        'Schreib heute Abend einen Satz darüber auf, was du gerade brauchst, und bitte morgen eine Person um genau das.',
      ],
      light: [
        'Schreib heute Abend in zwei Sätzen auf, was diesen Moment schön gemacht hat, damit du ihn wiederfindest.',
        'Plane für diese Woche eine halbe Stunde ein, um mehr von dem zu tun, was dir heute Freude gemacht hat.',
      ],
      plain: [
        'Nimm dir morgen zehn Minuten und schreib einen kleinen Schritt auf, den du vor Mittag tun kannst.',
        'Wähle für morgen eine Sache aus, die dir wichtig ist, und tu den allerersten Schritt dazu.',
      ],
    },
  },
  fr: {
    reflection: {
      gentle: [
        "Merci de l'avoir écrit. On dirait que tu portes quelque chose de lourd en ce moment, et il est normal que cela fasse mal. Tu n'as pas à le porter seul. Qui pourrait en partager un peu avec toi aujourd'hui ?",
        "Ce que tu décris pèse lourd, et chaque sentiment y a sa place. Il n'y a pas de bonne façon de vivre cela, et pas d'urgence. Qu'est-ce qui pourrait te faire un peu de bien demain ?",
      ],
      light: [
        'Tes mots respirent la joie, et cela vaut la peine de la garder. Qu’est-ce qui y a contribué, et comment lui faire plus de place ?',
        "Cela ressemble à une journée qui t'a fait du bien. L'écrire est une façon de la garder. Que veux-tu en retenir ?",
      ],
      plain: [
        'Tu as raconté ta journée avec tes propres mots, et les détails montrent ce qui comptait pour toi. Que veux-tu retenir de cette journée ?',
        'Tu as décrit calmement ce qui s’est passé. Qu’est-ce qui t’occupe le plus, et quel serait un petit pas pour la suite ?',
      ],
    },
    mantra: {
      gentle: [
        'Je suis doux avec moi-même, surtout aujourd’hui.',
        'Je peux prendre mon temps, une respiration à la fois.',
      ],
      light: [
        'Je suis ouvert à ce qui est bon dans ma vie.',
        'Je suis reconnaissant pour ce qui me porte.',
      ],
      plain: ['Je suis ici et je grandis à mon rythme.', 'Je suis sur mon chemin, pas à pas.'],
    },
    'next-action': {
      gentle: [
        "Accorde-toi dix minutes calmes aujourd'hui, rien que pour toi, et si tu le souhaites, dis à une personne de confiance comment tu vas.",
        'Ce soir, écris une phrase sur ce dont tu as besoin en ce moment, et demain, demande-le à une personne.',
      ],
      light: [
        'Ce soir, écris en deux phrases ce qui a rendu ce moment beau, pour pouvoir y revenir.',
        "Prévois cette semaine une demi-heure pour refaire ce qui t'a donné de la joie aujourd'hui.",
      ],
      plain: [
        'Demain, prends dix minutes pour noter un petit pas que tu peux faire avant midi.',
        'Choisis pour demain une chose qui compte pour toi, et fais-en le tout premier pas.',
      ],
    },
  },
  es: {
    reflection: {
      gentle: [
        'Gracias por escribirlo. Parece que llevas algo muy pesado ahora, y es natural que duela. No tienes que cargarlo solo. ¿Quién podría acompañarte un poco en esto hoy?',
        'Lo que describes pesa mucho, y cada sentimiento tiene su lugar. No hay una forma correcta de vivirlo, ni prisa. ¿Qué podría hacerte un poco de bien mañana?',
      ],
      light: [
        'Tus palabras tienen alegría, y vale la pena guardarla. ¿Qué la hizo posible, y cómo podrías darle más espacio?',
        'Suena a un día que te hizo bien. Escribirlo es una forma de guardarlo. ¿Qué quieres llevarte de él?',
      ],
      plain: [
        'Contaste tu día con tus propias palabras, y los detalles muestran lo que te importó. ¿Qué quieres recordar de este día?',
        'Describiste con calma lo que pasó. ¿Qué es lo que más te ocupa, y cuál sería un pequeño paso siguiente?',
      ],
    },
    mantra: {
      gentle: [
        'Soy amable conmigo mismo, sobre todo hoy.',
        'Puedo tomarme mi tiempo, una respiración a la vez.',
      ],
      light: ['Estoy abierto a lo bueno de mi vida.', 'Estoy agradecido por lo que me sostiene.'],
      plain: ['Estoy aquí y crezco a mi propio ritmo.', 'Estoy en mi camino, paso a paso.'],
    },
    'next-action': {
      gentle: [
        'Regálate hoy diez minutos tranquilos solo para ti y, si quieres, cuéntale a una persona de confianza cómo estás.',
        'Esta noche escribe una frase sobre lo que necesitas ahora, y mañana pídeselo a una persona.',
      ],
      light: [
        'Esta noche escribe en dos frases qué hizo bonito este momento, para poder volver a él.',
        'Reserva esta semana media hora para volver a hacer lo que hoy te dio alegría.',
      ],
      plain: [
        'Mañana tómate diez minutos para anotar un pequeño paso que puedas dar antes del mediodía.',
        'Elige para mañana una cosa que te importe y da el primer paso.',
      ],
    },
  },
};

/**
 * How a template is recognised in a stored answer: its first three words, with quotes and names
 * (capitalised words after the first) masked, so "You wrote: "…"" is one template whatever it quotes.
 */
export function openingOf(text: string): string {
  return text
    .replace(/"[^"]*"/g, '"…"')
    .trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((word, index) => (index > 0 && /^\p{Lu}\p{Ll}/u.test(word) ? 'X' : word))
    .join(' ')
    .toLowerCase();
}

/**
 * One of the options, chosen by `seed`, never the one that opens like `previous` (the answer the
 * same person got last time), so the same template never answers twice in a row.
 */
export function vary(options: readonly string[], seed: number, previous?: string): string {
  const avoid = previous ? openingOf(previous) : undefined;
  for (let i = 0; i < options.length; i++) {
    const option = options[(seed + i) % options.length];
    if (option !== undefined && openingOf(option) !== avoid) return option;
  }
  return options[0] ?? '';
}

/** A journal answer in German, French or Spanish. */
export function writeForeign(
  lang: Written,
  kind: JournalKind,
  tone: Tone,
  seed: number,
  previous?: string,
): string {
  return vary(SETS[lang][kind][tone], seed, previous);
}

/** Said, in English, to an entry in a language the engine does not write. */
export const ENGLISH_ONLY =
  'The built-in engine writes in English only, so it does not reflect on entries in other languages word by word.';

/** Lyra, to a message in German, French or Spanish. */
export const LYRA_ENGLISH_ONLY: Readonly<Record<Written, string>> = {
  de: 'Ich antworte gerade mit der eingebauten Engine, und die schreibt nur auf Englisch. Wenn du magst, schreib mir auf Englisch, dann gehe ich auf deine Worte ein.',
  fr: "Je réponds en ce moment avec le moteur intégré, qui n'écrit qu'en anglais. Si tu veux, écris-moi en anglais, et je reprendrai tes mots.",
  es: 'Ahora respondo con el motor integrado, que solo escribe en inglés. Si quieres, escríbeme en inglés y retomaré tus palabras.',
};

/**
 * The answer to words of self-harm or crisis: short, caring, pointing to help, no diagnosis, the
 * same for everyone (in the entry's language).
 */
export const CRISIS_ANSWER: Readonly<Record<Exclude<Lang, 'other'>, string>> = {
  en: 'It sounds like you are carrying something very heavy, and I am glad you wrote it down. If you are in danger or thinking about ending your life, please contact local emergency services or a crisis line such as findahelpline.com, or tell someone you trust right now. You do not have to go through this alone.',
  de: 'Es klingt, als würdest du gerade etwas sehr Schweres tragen, und es ist gut, dass du es aufgeschrieben hast. Wenn du in Gefahr bist oder daran denkst, dir das Leben zu nehmen, wende dich bitte an den Notruf oder an eine Krisenhotline, zum Beispiel über findahelpline.com, oder sag es jetzt einem Menschen, dem du vertraust. Du musst da nicht allein durch.',
  fr: "On dirait que tu portes quelque chose de très lourd, et c'est bien que tu l'aies écrit. Si tu es en danger ou si tu penses à mettre fin à tes jours, contacte les services d'urgence ou une ligne d'écoute, par exemple via findahelpline.com, ou parles-en maintenant à une personne de confiance. Tu n'as pas à traverser cela seul.",
  es: 'Parece que llevas algo muy pesado, y es bueno que lo hayas escrito. Si estás en peligro o piensas en quitarte la vida, contacta con los servicios de emergencia o con una línea de crisis, por ejemplo a través de findahelpline.com, o díselo ahora a alguien de confianza. No tienes que pasar por esto solo.',
};
