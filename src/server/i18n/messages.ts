/**
 * Texts the server puts in error bodies, in the language of `x-selected-language`. Where the
 * page has its own wording for the same case (docs/behaviour.md, Sign-in, Errors and toasts), the English text is that one.
 */
import type { ErrorCode, Language } from '../../shared/contract';

export const MESSAGES = {
  invalid_request: {
    EN: 'The request is incomplete or malformed.',
    DE: 'Die Anfrage ist unvollständig oder fehlerhaft.',
    FR: 'La requête est incomplète ou mal formée.',
    ES: 'La solicitud está incompleta o mal formada.',
  },
  email_password_required: {
    EN: 'Email and password required',
    DE: 'E-Mail und Passwort erforderlich',
    FR: 'E-mail et mot de passe requis',
    ES: 'Se requieren correo electrónico y contraseña',
  },
  invalid_query: {
    EN: 'Invalid search query. Please try again.',
    DE: 'Ungültige Suchanfrage. Bitte versuchen Sie es erneut.',
    FR: 'Requête de recherche non valide. Veuillez réessayer.',
    ES: 'Consulta de búsqueda no válida. Inténtelo de nuevo.',
  },
  invalid_credentials: {
    EN: 'Wrong e-mail address or password.',
    DE: 'E-Mail-Adresse oder Passwort ist falsch.',
    FR: 'Adresse e-mail ou mot de passe incorrect.',
    ES: 'Correo electrónico o contraseña incorrectos.',
  },
  unauthorized: {
    EN: 'You are not authorized. Please log in.',
    DE: 'Sie sind nicht angemeldet. Bitte melden Sie sich an.',
    FR: "Vous n'êtes pas autorisé. Veuillez vous connecter.",
    ES: 'No está autorizado. Inicie sesión.',
  },
  forbidden: {
    EN: 'You are not allowed to do this.',
    DE: 'Dazu sind Sie nicht berechtigt.',
    FR: "Vous n'êtes pas autorisé à faire cela.",
    ES: 'No tiene permiso para hacer esto.',
  },
  conflict: {
    EN: 'This conflicts with data that is already there.',
    DE: 'Das widerspricht bereits vorhandenen Daten.',
    FR: 'Cela entre en conflit avec des données existantes.',
    ES: 'Esto entra en conflicto con datos existentes.',
  },
  too_many_attempts: {
    EN: 'Too many login attempts. Please contact us if you are still having troubles.',
    DE: 'Zu viele Anmeldeversuche. Bitte kontaktieren Sie uns, wenn Sie weiterhin Probleme haben.',
    FR: "Trop de tentatives de connexion. Contactez-nous si le problème persiste.",
    ES: 'Demasiados intentos de inicio de sesión. Contáctenos si sigue teniendo problemas.',
  },
  too_many_lines: {
    EN: 'A parts list can be looked up with at most 500 lines at a time.',
    DE: 'Eine Teileliste kann mit höchstens 500 Zeilen auf einmal abgefragt werden.',
    FR: 'Une liste de pièces peut être consultée avec 500 lignes au plus à la fois.',
    ES: 'Una lista de piezas se puede consultar con 500 líneas como máximo a la vez.',
  },
  too_many_requests: {
    EN: 'Too many requests at once. Please wait a moment and try again.',
    DE: 'Zu viele Anfragen auf einmal. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    FR: 'Trop de requêtes à la fois. Veuillez patienter un instant et réessayer.',
    ES: 'Demasiadas solicitudes a la vez. Espere un momento e inténtelo de nuevo.',
  },
  not_found: {
    EN: 'Not found.',
    DE: 'Nicht gefunden.',
    FR: 'Introuvable.',
    ES: 'No encontrado.',
  },
  payload_too_large: {
    EN: 'The request is too large.',
    DE: 'Die Anfrage ist zu groß.',
    FR: 'La requête est trop volumineuse.',
    ES: 'La solicitud es demasiado grande.',
  },
  not_ready: {
    EN: 'The service is not available right now. Please try again in a moment.',
    DE: 'Der Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
    FR: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
    ES: 'El servicio no está disponible en este momento. Inténtelo de nuevo en un momento.',
  },
  unavailable: {
    EN: 'This cannot be done right now. Please try again shortly.',
    DE: 'Das ist gerade nicht möglich. Bitte versuchen Sie es in Kürze erneut.',
    FR: 'Cette action est momentanément impossible. Veuillez réessayer sous peu.',
    ES: 'No es posible hacerlo en este momento. Inténtelo de nuevo en breve.',
  },
  server_error: {
    EN: 'An error occurred. Please try again later.',
    DE: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    FR: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    ES: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
  },
  admin_unknown_customer: {
    EN: 'There is no such customer.',
    DE: 'Diesen Kunden gibt es nicht.',
    FR: "Ce client n'existe pas.",
    ES: 'Ese cliente no existe.',
  },
  admin_unknown_user: {
    EN: 'There is no such user.',
    DE: 'Diesen Benutzer gibt es nicht.',
    FR: "Cet utilisateur n'existe pas.",
    ES: 'Ese usuario no existe.',
  },
  admin_unknown_group: {
    EN: 'The customer has no such discount group.',
    DE: 'Der Kunde hat diese Rabattgruppe nicht.',
    FR: "Le client n'a pas ce groupe de remise.",
    ES: 'El cliente no tiene ese grupo de descuento.',
  },
  admin_customer_exists: {
    EN: 'A customer with this name exists already.',
    DE: 'Ein Kunde mit diesem Namen existiert bereits.',
    FR: 'Un client portant ce nom existe déjà.',
    ES: 'Ya existe un cliente con ese nombre.',
  },
  admin_user_exists: {
    EN: 'A user with this e-mail address exists already.',
    DE: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
    FR: 'Un utilisateur avec cette adresse e-mail existe déjà.',
    ES: 'Ya existe un usuario con esa dirección de correo electrónico.',
  },
  admin_invalid_percent: {
    EN: 'A discount is a percentage below 100 with at most two decimals; a negative one (down to -1000) is a surcharge.',
    DE: 'Ein Rabatt ist ein Prozentsatz unter 100 mit höchstens zwei Nachkommastellen; ein negativer (bis -1000) ist ein Aufschlag.',
    FR: 'Une remise est un pourcentage inférieur à 100, avec deux décimales au plus. Une remise négative (jusqu’à -1000) est une majoration.',
    ES: 'Un descuento es un porcentaje menor que 100 con dos decimales como máximo; uno negativo (hasta -1000) es un recargo.',
  },
  admin_invalid_name: {
    EN: 'The name is empty, too long, or starts with = + - or @.',
    DE: 'Der Name ist leer, zu lang oder beginnt mit = + - oder @.',
    FR: 'Le nom est vide, trop long ou commence par = + - ou @.',
    ES: 'El nombre está vacío, es demasiado largo o empieza por = + - o @.',
  },
  admin_invalid_email: {
    EN: 'This is not an e-mail address.',
    DE: 'Das ist keine E-Mail-Adresse.',
    FR: "Ce n'est pas une adresse e-mail.",
    ES: 'No es una dirección de correo electrónico.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageId = keyof typeof MESSAGES;

export function message(id: MessageId, language: Language): string {
  return MESSAGES[id][language];
}

/** The default text for each error code; a route may pick a more specific message. */
export const DEFAULT_MESSAGE: Record<ErrorCode, MessageId> = {
  invalid_request: 'invalid_request',
  invalid_query: 'invalid_query',
  invalid_credentials: 'invalid_credentials',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  too_many_attempts: 'too_many_attempts',
  too_many_lines: 'too_many_lines',
  too_many_requests: 'too_many_requests',
  not_found: 'not_found',
  payload_too_large: 'payload_too_large',
  not_ready: 'not_ready',
  unavailable: 'unavailable',
  server_error: 'server_error',
};
