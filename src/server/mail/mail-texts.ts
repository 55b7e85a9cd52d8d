/**
 * The password mails, in the four languages of the interface: plain text, and the same as simple
 * HTML. Each holds the link once and says how long it works (docs/behaviour.md, Passwords by e-mail).
 */
import type { Language } from '../../shared/languages';
import type { PasswordLinkPurpose } from '../store/password-store';
import type { OutgoingMail } from './mailer';

export interface MailFacts {
  to: string;
  name: string;
  link: string;
  minutes: number;
}

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  /** Paragraphs before the link, and after it. */
  before: (facts: MailFacts) => string;
  after: string;
}

const TEXTS: Record<PasswordLinkPurpose, Record<Language, MailText>> = {
  reset: {
    EN: {
      subject: 'Set a new password for pricetool',
      greeting: (name) => `Hello ${name},`,
      before: ({ to, minutes }) => `someone, probably you, asked to set a new password for the pricetool account ${to}. Open this link within ${minutes} minutes to choose it:`,
      after: 'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
    },
    DE: {
      subject: 'Neues Passwort für pricetool',
      greeting: (name) => `Hallo ${name},`,
      before: ({ to, minutes }) => `jemand, vermutlich Sie, hat ein neues Passwort für das pricetool-Konto ${to} angefordert. Öffnen Sie diesen Link innerhalb von ${minutes} Minuten, um es festzulegen:`,
      after: 'Der Link funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
    },
    FR: {
      subject: 'Nouveau mot de passe pour pricetool',
      greeting: (name) => `Bonjour ${name},`,
      before: ({ to, minutes }) => `quelqu'un, sans doute vous, a demandé un nouveau mot de passe pour le compte pricetool ${to}. Ouvrez ce lien dans les ${minutes}\u00a0minutes pour le choisir\u00a0:`,
      after: "Le lien ne fonctionne qu'une fois. Si vous n'avez rien demandé, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
    },
    ES: {
      subject: 'Nueva contraseña para pricetool',
      greeting: (name) => `Hola, ${name}:`,
      before: ({ to, minutes }) => `alguien, probablemente usted, ha pedido una nueva contraseña para la cuenta de pricetool ${to}. Abra este enlace en los próximos ${minutes} minutos para elegirla:`,
      after: 'El enlace funciona una sola vez. Si no lo ha pedido, ignore este correo: su contraseña sigue igual.',
    },
  },
  invite: {
    EN: {
      subject: 'Your access to pricetool',
      greeting: (name) => `Hello ${name},`,
      before: ({ to, minutes }) => `an account for pricetool has been made for you: ${to}. Open this link within ${minutes} minutes to choose your password:`,
      after: 'The link works once. Once it has expired, ask for a new one with "Forgot your password?" on the sign-in page.',
    },
    DE: {
      subject: 'Ihr Zugang zu pricetool',
      greeting: (name) => `Hallo ${name},`,
      before: ({ to, minutes }) => `für Sie wurde ein pricetool-Konto angelegt: ${to}. Öffnen Sie diesen Link innerhalb von ${minutes} Minuten, um Ihr Passwort zu wählen:`,
      after: 'Der Link funktioniert einmal. Ist er abgelaufen, fordern Sie auf der Anmeldeseite mit „Passwort vergessen?“ einen neuen an.',
    },
    FR: {
      subject: 'Votre accès à pricetool',
      greeting: (name) => `Bonjour ${name},`,
      before: ({ to, minutes }) => `un compte pricetool a été créé pour vous\u00a0: ${to}. Ouvrez ce lien dans les ${minutes}\u00a0minutes pour choisir votre mot de passe\u00a0:`,
      after: "Le lien ne fonctionne qu'une fois. S'il a expiré, demandez-en un nouveau avec «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion.",
    },
    ES: {
      subject: 'Su acceso a pricetool',
      greeting: (name) => `Hola, ${name}:`,
      before: ({ to, minutes }) => `se ha creado una cuenta de pricetool para usted: ${to}. Abra este enlace en los próximos ${minutes} minutos para elegir su contraseña:`,
      after: 'El enlace funciona una sola vez. Si ha caducado, pida uno nuevo con «¿Olvidó su contraseña?» en la página de inicio de sesión.',
    },
  },
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

export function passwordMail(purpose: PasswordLinkPurpose, language: Language, facts: MailFacts): OutgoingMail {
  const text = TEXTS[purpose][language];
  const paragraphs = [text.greeting(facts.name), text.before(facts)];
  const html = [...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(facts.link)}</a></p>`, `<p>${escapeHtml(text.after)}</p>`];
  return {
    to: facts.to,
    subject: text.subject,
    text: `${[...paragraphs, facts.link, text.after].join('\n\n')}\n`,
    html: `<!doctype html><html lang="${language.toLowerCase()}"><body>${html.join('')}</body></html>`,
  };
}
