/** Where customers write: orders, enquiries, sign-in help. */
export const CONTACT_EMAIL = 'sales@example.com';
export const CONTACT_MAILTO = `mailto:${CONTACT_EMAIL}`;
