/**
 * The texts the start page shows until the distributor imports its own (docs/imports.md,
 * Content): the demo's texts, in four languages. They live on the server, so the page's bundle
 * names no address, brand news or place; a text imported or edited replaces its default in every
 * language (an empty language then falls back to English).
 */
import type { ContentSettingKey, ContentTextKey } from '../../shared/content-keys';
import type { Language } from '../../shared/languages';
import type { ContentRow } from '../store/content-store';

export type LanguageTexts = Record<Language, string>;

export const DEFAULT_TEXTS: Record<ContentTextKey, LanguageTexts> = {
  'welcome.title': {
    EN: 'Welcome to pricetool',
    DE: 'Willkommen bei pricetool',
    FR: 'Bienvenue sur pricetool',
    ES: 'Bienvenido a pricetool',
  },
  'welcome.text': {
    EN: 'Search our catalogue by article number or brand to see stock, delivery times and your own prices.',
    DE: 'Suchen Sie in unserem Katalog nach Artikelnummer oder Marke und sehen Sie Bestand, Lieferzeiten und Ihre eigenen Preise.',
    FR: 'Recherchez dans notre catalogue par référence ou par marque pour voir le stock, les délais de livraison et vos propres prix.',
    ES: 'Busque en nuestro catálogo por referencia o marca para ver el stock, los plazos de entrega y sus propios precios.',
  },
  'newBrands.title': {
    EN: 'New brands',
    DE: 'Neue Marken',
    FR: 'Nouvelles marques',
    ES: 'Nuevas marcas',
  },
  'newBrands.text': {
    EN: 'Just added: Contrinex, Rechner and SensoPart. Their articles, stock and your prices are now in pricetool.',
    DE: 'Neu dabei: Contrinex, Rechner und SensoPart. Artikel, Bestand und Ihre Preise finden Sie ab sofort in pricetool.',
    FR: 'Nouveau : Contrinex, Rechner et SensoPart. Leurs articles, leur stock et vos prix sont désormais disponibles dans pricetool.',
    ES: 'Novedad: hemos incorporado Contrinex, Rechner y SensoPart. Ya puede consultar en pricetool los artículos, el stock y los precios de estas marcas.',
  },
  'enquiries.title': {
    EN: 'Enquiries and orders',
    DE: 'Anfragen und Bestellungen',
    FR: 'Demandes et commandes',
    ES: 'Consultas y pedidos',
  },
  'enquiries.text': {
    EN: 'pricetool is for looking up prices and stock. Please send your enquiries and orders by e-mail to <mail>{{email}}</mail>.',
    DE: 'pricetool dient zur Abfrage von Preisen und Beständen. Bitte senden Sie Ihre Anfragen und Bestellungen per E-Mail an <mail>{{email}}</mail>.',
    FR: "pricetool sert à consulter les prix et le stock. Merci d'envoyer vos demandes et vos commandes par e-mail à <mail>{{email}}</mail>.",
    ES: 'pricetool sirve para consultar precios y stock. Envíe sus consultas y pedidos por correo electrónico a <mail>{{email}}</mail>.',
  },
  'faq.stock.question': {
    EN: 'How up to date is the stock shown?',
    DE: 'Wie aktuell ist der angezeigte Lagerbestand?',
    FR: 'Le stock affiché est-il à jour ?',
    ES: '¿Con qué frecuencia se actualiza el stock?',
  },
  'faq.stock.answer': {
    EN: 'Stock levels are refreshed every 3 hours. An article can sell out in between, so the figure is a guide, not a reservation.',
    DE: 'Der Lagerbestand wird alle 3 Stunden aktualisiert. Zwischendurch kann ein Artikel ausverkauft sein – der angezeigte Bestand ist daher ein Richtwert, keine Reservierung.',
    FR: 'Le stock est actualisé toutes les 3 heures. Un article peut être épuisé entre-temps : le chiffre affiché est donc indicatif et ne vaut pas réservation.',
    ES: 'El stock se actualiza cada 3 horas. Entretanto, un artículo puede agotarse, así que la cifra es orientativa y no supone una reserva.',
  },
  'faq.delivery.question': {
    EN: 'How reliable are the delivery times?',
    DE: 'Wie verlässlich sind die Lieferzeiten?',
    FR: 'Les délais de livraison sont-ils fiables ?',
    ES: '¿Son fiables los plazos de entrega?',
  },
  'faq.delivery.answer': {
    EN: 'Delivery times are given in weeks and are estimates for delivery within Germany. For other countries, please allow extra shipping time. If a date matters, ask us before you order.',
    DE: 'Die Lieferzeiten sind in Wochen angegeben und Schätzwerte für Lieferungen innerhalb Deutschlands. Für andere Länder rechnen Sie bitte mit zusätzlicher Versandzeit. Kommt es auf einen Termin an, fragen Sie uns vor der Bestellung.',
    FR: "Les délais de livraison sont indiqués en semaines et sont des estimations pour une livraison en Allemagne. Pour les autres pays, prévoyez un délai d'acheminement supplémentaire. Si une date est impérative, consultez-nous avant de commander.",
    ES: 'Los plazos de entrega se indican en semanas y son estimaciones para envíos dentro de Alemania. Para otros países, cuente con un tiempo de transporte adicional. Si necesita una fecha concreta, consúltenos antes de hacer el pedido.',
  },
  'faq.warehouse.question': {
    EN: 'Where do you ship from?',
    DE: 'Von wo aus liefern Sie?',
    FR: "D'où expédiez-vous ?",
    ES: '¿Desde dónde envían?',
  },
  'faq.warehouse.answer': {
    EN: 'Articles in stock are shipped from our warehouse near Frankfurt, Germany.',
    DE: 'Lagerartikel versenden wir aus unserem Lager in der Nähe von Frankfurt.',
    FR: 'Les articles en stock sont expédiés depuis notre entrepôt situé près de Francfort, en Allemagne.',
    ES: 'Los artículos en stock se envían desde nuestro almacén cerca de Fráncfort (Alemania).',
  },
  'faq.catalogue.question': {
    EN: 'How many articles are in the catalogue?',
    DE: 'Wie viele Artikel umfasst der Katalog?',
    FR: "Combien d'articles compte le catalogue ?",
    ES: '¿Cuántos artículos tiene el catálogo?',
  },
  'faq.catalogue.answer': {
    EN: 'The catalogue holds {{total}} articles from the brands listed above.',
    DE: 'Der Katalog umfasst {{total}} Artikel der oben aufgeführten Marken.',
    FR: 'Le catalogue compte {{total}} articles des marques listées ci-dessus.',
    ES: 'El catálogo contiene {{total}} artículos de las marcas indicadas arriba.',
  },
  'faq.notShop.question': {
    EN: 'Is there a basket or checkout?',
    DE: 'Gibt es einen Warenkorb?',
    FR: 'Y a-t-il un panier ?',
    ES: '¿Hay una cesta de la compra?',
  },
  'faq.notShop.answer': {
    EN: 'No. pricetool is a price lookup, not a shop: there is no basket and no online checkout. Quantity discounts are not shown either.',
    DE: 'Nein. pricetool ist eine Preisauskunft, kein Onlineshop: Es gibt weder einen Warenkorb noch eine Online-Bestellung. Mengenrabatte werden ebenfalls nicht angezeigt.',
    FR: "Non. pricetool est un outil de consultation des prix, pas une boutique en ligne : il n'y a ni panier ni commande en ligne. Les remises sur quantité n'y sont pas affichées non plus.",
    ES: 'No. pricetool es una herramienta de consulta de precios, no una tienda online: no hay cesta ni compra en línea. Tampoco se muestran los descuentos por cantidad.',
  },
  'faq.order.question': {
    EN: 'How do I place an order?',
    DE: 'Wie bestelle ich?',
    FR: 'Comment passer commande ?',
    ES: '¿Cómo hago un pedido?',
  },
  'faq.order.answer': {
    EN: 'Send your order by e-mail to the usual address, <mail>{{email}}</mail>, with the article number and quantity of each item.',
    DE: 'Senden Sie Ihre Bestellung wie gewohnt per E-Mail an <mail>{{email}}</mail> – mit Artikelnummer und Menge für jede Position.',
    FR: "Envoyez votre commande par e-mail à l'adresse habituelle, <mail>{{email}}</mail>, en indiquant la référence et la quantité de chaque article.",
    ES: 'Envíe su pedido por correo electrónico a la dirección habitual, <mail>{{email}}</mail>, indicando la referencia y la cantidad de cada artículo.',
  },
  'faq.onRequest.question': {
    EN: "What does 'on request' mean instead of a price?",
    DE: 'Was bedeutet „auf Anfrage“ anstelle eines Preises?',
    FR: "Que signifie « sur demande » à la place d'un prix ?",
    ES: '¿Qué significa «bajo consulta» en lugar de un precio?',
  },
  'faq.onRequest.answer': {
    EN: "No price has been agreed with you yet for the article's discount group. Just ask us and we will quote you a price.",
    DE: 'Für die Rabattgruppe dieses Artikels ist mit Ihnen noch kein Preis vereinbart. Fragen Sie uns gern – wir nennen Ihnen einen Preis.',
    FR: "Aucun prix n'a encore été convenu avec vous pour le groupe de remise de cet article. Contactez-nous et nous vous communiquerons un prix.",
    ES: 'Todavía no hemos acordado con usted un precio para el grupo de descuento de este artículo. Consúltenos y le indicaremos un precio.',
  },
  'faq.moq.question': {
    EN: 'What does MOQ mean?',
    DE: 'Was bedeutet MOQ?',
    FR: 'Que signifie MOQ ?',
    ES: '¿Qué significa MOQ?',
  },
  'faq.moq.answer': {
    EN: 'MOQ is the minimum order quantity: the smallest quantity in which an article can be ordered. For some brands, such as Steute, the price also depends on the quantity, so check the MOQ field on the result card.',
    DE: 'MOQ steht für Mindestbestellmenge: die kleinste Menge, in der ein Artikel bestellt werden kann. Bei manchen Marken, etwa Steute, hängt auch der Preis von der Menge ab – achten Sie daher auf das Feld MOQ in der Ergebniskarte.',
    FR: 'MOQ désigne la quantité minimale de commande : la plus petite quantité dans laquelle un article peut être commandé. Pour certaines marques, comme Steute, le prix dépend aussi de la quantité ; vérifiez donc le champ MOQ de la fiche résultat.',
    ES: 'MOQ es la cantidad mínima de pedido: la cantidad más pequeña en la que se puede pedir un artículo. En algunas marcas, como Steute, el precio también depende de la cantidad; revise por tanto el campo MOQ de la ficha del resultado.',
  },
  'faq.replacements.question': {
    EN: 'Why am I shown replacement articles?',
    DE: 'Warum werden mir Ersatzartikel angezeigt?',
    FR: "Pourquoi des articles de remplacement s'affichent-ils ?",
    ES: '¿Por qué se me muestran artículos de sustitución?',
  },
  'faq.replacements.answer': {
    EN: "When an article is discontinued or cannot be found, pricetool shows its replacements, split into the same brand and other brands. Supplier prefixes such as 'SIC' in front of an article number are removed automatically before searching again.",
    DE: 'Ist ein Artikel abgekündigt oder wird er nicht gefunden, zeigt pricetool seine Ersatzartikel an – getrennt nach derselben Marke und anderen Marken. Lieferantenpräfixe wie „SIC“ vor der Artikelnummer werden automatisch entfernt, bevor erneut gesucht wird.',
    FR: "Lorsqu'un article n'est plus fabriqué ou reste introuvable, pricetool affiche ses articles de remplacement, répartis entre la même marque et d'autres marques. Les préfixes fournisseur comme « SIC » devant une référence sont supprimés automatiquement avant une nouvelle recherche.",
    ES: 'Si un artículo está descatalogado o no se encuentra, pricetool muestra sus artículos de sustitución, separados entre la misma marca y otras marcas. Los prefijos de proveedor como «SIC» delante de la referencia se eliminan automáticamente antes de volver a buscar.',
  },
  'faq.alternatives.question': {
    EN: 'Can I find alternatives from other brands?',
    DE: 'Finde ich auch Alternativen anderer Marken?',
    FR: "Puis-je trouver des alternatives d'autres marques ?",
    ES: '¿Puedo encontrar alternativas de otras marcas?',
  },
  'faq.alternatives.answer': {
    EN: 'Yes. Where suitable, pricetool also shows comparable products from other brands we sell. Please check the technical data before you order an alternative.',
    DE: 'Ja. Wo es passt, zeigt pricetool auch vergleichbare Produkte anderer Marken aus unserem Sortiment. Bitte prüfen Sie vor der Bestellung einer Alternative die technischen Daten.',
    FR: "Oui. Lorsque c'est pertinent, pricetool affiche aussi des produits équivalents d'autres marques de notre gamme. Vérifiez les caractéristiques techniques avant de commander une alternative.",
    ES: 'Sí. Cuando procede, pricetool muestra también productos equivalentes de otras marcas de nuestra gama. Compruebe los datos técnicos antes de pedir una alternativa.',
  },
  'faq.customs.question': {
    EN: 'Where do I find the customs tariff number and the country of origin?',
    DE: 'Wo finde ich Zolltarifnummer und Ursprungsland?',
    FR: "Où trouver le code douanier et le pays d'origine ?",
    ES: '¿Dónde encuentro el código arancelario y el país de origen?',
  },
  'faq.customs.answer': {
    EN: 'Each result card shows the customs tariff number and the country of origin, where we have them.',
    DE: 'Jede Ergebniskarte zeigt die Zolltarifnummer und das Ursprungsland, sofern sie uns vorliegen.',
    FR: "Chaque fiche résultat indique le code douanier et le pays d'origine, lorsque nous en disposons.",
    ES: 'Cada ficha de resultado muestra el código arancelario y el país de origen, cuando disponemos de ellos.',
  },
  'faq.languages.question': {
    EN: 'Which languages can I use?',
    DE: 'In welchen Sprachen kann ich pricetool nutzen?',
    FR: 'Dans quelles langues puis-je utiliser pricetool ?',
    ES: '¿En qué idiomas puedo usar pricetool?',
  },
  'faq.languages.answer': {
    EN: 'pricetool is available in English, German, French and Spanish. Switch with the EN, DE, FR and ES buttons in the header; pricetool remembers your choice.',
    DE: 'pricetool gibt es auf Englisch, Deutsch, Französisch und Spanisch. Sie wechseln die Sprache mit den Schaltflächen EN, DE, FR und ES in der Kopfzeile; pricetool merkt sich Ihre Wahl.',
    FR: "pricetool est disponible en anglais, allemand, français et espagnol. Changez de langue avec les boutons EN, DE, FR et ES dans l'en-tête ; pricetool mémorise votre choix.",
    ES: 'pricetool está disponible en inglés, alemán, francés y español. Cambie de idioma con los botones EN, DE, FR y ES del encabezado; pricetool recuerda su elección.',
  },
};

/**
 * Settings start empty: the addresses are the distributor's own, and a production database has
 * none until they are imported (startup-notices.ts says so at every start). The demo database is
 * given DEMO_SETTINGS when it is created.
 */
export const DEFAULT_SETTINGS: Record<ContentSettingKey, string> = { 'order.email': '', 'contact.email': '', 'company.name': '' };

export const DEMO_SETTINGS: Record<ContentSettingKey, string> = { 'order.email': 'sales@example.com', 'contact.email': 'sales@example.com', 'company.name': '' };

/** The demo database's content rows: its two addresses; every text stays the default. */
export function demoContentRows(): ContentRow[] {
  return (['order.email', 'contact.email'] as const).map((key) => ({ key, values: { EN: DEMO_SETTINGS[key], DE: '', FR: '', ES: '' } }));
}
