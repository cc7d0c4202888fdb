const pkr = new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', minimumFractionDigits: 2 });

/** "Rs 1,500.00": how e-mails and receipt PDFs write an amount kept in paisa. */
export const formatPaisa = (paisa: number) => pkr.format(paisa / 100);
