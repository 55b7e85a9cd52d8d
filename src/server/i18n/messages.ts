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
  content_invalid: {
    EN: 'Some texts cannot be saved; nothing was changed.',
    DE: 'Einige Texte können nicht gespeichert werden; nichts wurde geändert.',
    FR: 'Certains textes ne peuvent pas être enregistrés ; rien n’a été modifié.',
    ES: 'Algunos textos no se pueden guardar; no se ha cambiado nada.',
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
  current_password_wrong: {
    EN: 'The current password is not right.',
    DE: 'Das aktuelle Passwort ist nicht richtig.',
    FR: "Le mot de passe actuel n'est pas correct.",
    ES: 'La contraseña actual no es correcta.',
  },
  password_too_short: {
    EN: 'The new password needs at least 8 characters.',
    DE: 'Das neue Passwort braucht mindestens 8 Zeichen.',
    FR: 'Le nouveau mot de passe doit comporter au moins 8 caractères.',
    ES: 'La nueva contraseña necesita al menos 8 caracteres.',
  },
  password_too_long: {
    EN: 'The new password may have at most 256 characters.',
    DE: 'Das neue Passwort darf höchstens 256 Zeichen haben.',
    FR: 'Le nouveau mot de passe peut comporter au plus 256 caractères.',
    ES: 'La nueva contraseña puede tener como máximo 256 caracteres.',
  },
  password_too_common: {
    EN: 'This password is one of the most common ones and easy to guess. Please choose another.',
    DE: 'Dieses Passwort gehört zu den häufigsten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
    FR: "Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre.",
    ES: 'Esta contraseña es de las más comunes y fácil de adivinar. Elija otra.',
  },
  link_expired: {
    EN: 'This link has expired or has been used already. Ask for a new one with "Forgot your password?".',
    DE: 'Dieser Link ist abgelaufen oder wurde schon benutzt. Fordern Sie mit „Passwort vergessen?“ einen neuen an.',
    FR: "Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau avec « Mot de passe oublié ? ».",
    ES: 'Este enlace ha caducado o ya se ha usado. Pida uno nuevo con «¿Olvidó su contraseña?».',
  },
  server_error: {
    EN: 'An error occurred. Please try again later.',
    DE: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    FR: 'Une erreur est survenue. Veuillez réessayer plus tard.',
    ES: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
  },
  import_running: {
    EN: 'An import is running. Please wait until it has finished.',
    DE: 'Ein Import läuft. Bitte warten Sie, bis er abgeschlossen ist.',
    FR: "Une importation est en cours. Veuillez attendre qu'elle soit terminée.",
    ES: 'Hay una importación en curso. Espere a que termine.',
  },
  import_not_checked: {
    EN: 'This file has not passed its check. Only a file whose every line was accepted can be imported.',
    DE: 'Diese Datei hat die Prüfung nicht bestanden. Importiert werden kann nur eine Datei, deren Zeilen alle angenommen wurden.',
    FR: "Ce fichier n'a pas passé la vérification. Seul un fichier dont toutes les lignes ont été acceptées peut être importé.",
    ES: 'Este archivo no ha superado la comprobación. Solo se puede importar un archivo con todas sus líneas aceptadas.',
  },
  import_file_differs: {
    EN: 'This is not the file that was checked. Please check the file again.',
    DE: 'Das ist nicht die geprüfte Datei. Bitte prüfen Sie die Datei erneut.',
    FR: "Ce n'est pas le fichier vérifié. Veuillez vérifier à nouveau le fichier.",
    ES: 'Este no es el archivo comprobado. Vuelva a comprobar el archivo.',
  },
  import_file_too_large: {
    EN: 'The file is larger than this kind of import takes.',
    DE: 'Die Datei ist größer, als diese Art von Import erlaubt.',
    FR: "Le fichier dépasse la taille admise pour ce type d'importation.",
    ES: 'El archivo es más grande de lo que admite este tipo de importación.',
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
  import_running: 'import_running',
  import_not_checked: 'import_not_checked',
  import_file_differs: 'import_file_differs',
  weak_password: 'password_too_short',
  link_expired: 'link_expired',
};
