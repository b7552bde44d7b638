/** How long a reading's download link works after it is made: the e-mail says so, and the server refuses it after. */
export const DOCUMENT_LINK_DAYS = 90;
