import type { Locale } from '@loan/contract';

/**
 * Filipino for the error messages a borrower can meet (docs/decisions/0038). Errors are thrown in
 * English, as operators and logs read them; the error handler says them in the request's language.
 * A message not listed here (operators' errors, developer routes) stays English.
 */
const FIXED: Readonly<Record<string, string>> = {
  'Session expired, please log in again': 'Nag-expire na ang session mo. Mag-log in ulit.',
  'Something went wrong, please try again later': 'May nangyaring mali. Subukan ulit mamaya.',
  'Order not found': 'Hindi makita ang order.',
  'This loan product is not available': 'Hindi available ang loan product na ito.',
  'This product is not available right now': 'Hindi available ang product na ito ngayon.',
  'Customer service contact is not available':
    'Hindi available ngayon ang contact ng customer service.',
  'An account number is required': 'Kailangan ang account number.',
  'Enter the code we sent by SMS to change your payout account':
    'Ilagay ang code na ipinadala namin sa SMS para mapalitan ang payout account mo.',
  'No borrower with this phone': 'Walang borrower na may ganitong numero.',
  'Nothing is due on this loan yet': 'Wala pang babayaran sa loan na ito.',
  'Please choose one of your saved cards': 'Pumili ng isa sa mga naka-save mong card.',
  'Please log in again': 'Mag-log in ulit.',
  'Please wait a moment and try again': 'Sandali lang, tapos subukan ulit.',
  'The picture code is wrong or has expired, please try the new picture':
    'Mali o expired na ang code sa larawan. Subukan ang bagong larawan.',
  'Please upload the images again': 'I-upload ulit ang mga larawan.',
  'Receipt not found': 'Hindi makita ang resibo.',
  'Repayment not found': 'Hindi makita ang bayad.',
  'The code is wrong or has expired, please ask for a new one':
    'Mali o expired na ang code. Humingi ng bagong code.',
  'The payment channel is not answering. Please try again in a few minutes.':
    'Hindi sumasagot ang payment channel. Subukan ulit pagkalipas ng ilang minuto.',
  'This agreement does not exist': 'Walang ganitong kasunduan.',
  'This complaint cannot be rated now': 'Hindi pa puwedeng i-rate ang reklamong ito.',
  'This loan cannot be rolled over now': 'Hindi puwedeng i-rollover ang loan na ito ngayon.',
  'This payment page has expired; open it again':
    'Nag-expire na ang payment page na ito. Buksan ulit.',
  'This payment was already submitted': 'Naipasa na ang bayad na ito.',
  'This payment was started with another card or amount':
    'Sinimulan ang bayad na ito gamit ang ibang card o halaga.',
  'Too many codes for this number from this network, please try again later':
    'Sobrang dami ng code para sa numerong ito mula sa network na ito. Subukan ulit mamaya.',
  'You have an overdue loan. Please repay it first: you can apply again once it is paid.':
    'May overdue kang loan. Bayaran mo muna ito: puwede kang mag-apply ulit kapag bayad na.',
  'Too many images today, please try tomorrow':
    'Sobrang dami ng larawan ngayong araw. Subukan ulit bukas.',
  'Too many requests, please try again later': 'Sobrang daming request. Subukan ulit mamaya.',
  'Too many wrong tries, please ask for a new code':
    'Sobrang daming maling subok. Humingi ng bagong code.',
  'We cannot send more codes today, please try tomorrow':
    'Hindi na kami makakapagpadala ng code ngayong araw. Subukan ulit bukas.',
  'Wrong code, no tries left, please ask for a new code':
    'Mali ang code at wala ka nang natitirang subok. Humingi ng bagong code.',
  'Wrong or expired verification code': 'Mali o expired na ang verification code.',
  'Please enter your full name: given name and surname':
    'Ilagay ang buo mong pangalan: pangalan at apelyido.',
  'Please enter your birth date as year, month and day':
    'Ilagay ang petsa ng kapanganakan mo: taon, buwan at araw.',
  'Your birth date cannot be in the future':
    'Hindi puwedeng nasa hinaharap ang petsa ng kapanganakan mo.',
  'You must be 18 or older to borrow': 'Dapat 18 taong gulang ka pataas para makautang.',
  'This ID number does not match the format of the ID you chose':
    'Hindi tugma ang ID number sa format ng ID na pinili mo.',
  'Please choose your region, province, city or municipality and barangay from the lists':
    'Piliin ang rehiyon, probinsya, lungsod o munisipyo, at barangay mo mula sa mga listahan.',
  'Please upload the photo of your ID and a selfie again':
    'I-upload ulit ang litrato ng ID mo at ang selfie mo.',
  'This ID is already registered to another account. Please sign in with that account or contact us.':
    'Nakarehistro na ang ID na ito sa ibang account. Mag-sign in gamit ang account na iyon o makipag-ugnayan sa amin.',
  'Please fill in your profile before you apply': 'Punan muna ang profile mo bago ka mag-apply.',
  'Our loans are for Filipino citizens only':
    'Para lang sa mga mamamayang Pilipino ang aming mga loan.',
  'Your permanent address must be in the Philippines':
    'Dapat nasa Pilipinas ang permanenteng tirahan mo.',
  'We never collect your contact list: the law forbids lenders to contact the people in it (SEC MC 18, 2019)':
    'Hindi namin kinukuha ang listahan ng contacts mo: ipinagbabawal ng batas na kontakin ng nagpapautang ang mga nasa listahang iyon (SEC MC 18, 2019).',
  'Request body is too large': 'Masyadong malaki ang ipinadala.',
};

/** Messages with a figure in them: the pattern, and its Filipino from the figures. */
const PATTERNS: readonly (readonly [RegExp, (...parts: string[]) => string])[] = [
  [
    /^Wrong code, (\d+) tr(?:y|ies) left$/,
    (left) => `Mali ang code. ${left} subok na lang ang natitira.`,
  ],
  [
    /^Please wait (\d+) s before asking for a new code$/,
    (seconds) => `Maghintay ng ${seconds} segundo bago humingi ng bagong code.`,
  ],
  [/^At most (\d+) images$/, (max) => `Hanggang ${max} na larawan lang.`],
  [/^The image is larger than (\d+) MB$/, (mb) => `Mas malaki sa ${mb} MB ang larawan.`],
];

export function errorMessageIn(lang: Locale, message: string): string {
  if (lang === 'en') return message;
  const fixed = FIXED[message];
  if (fixed) return fixed;
  for (const [pattern, say] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return message;
}
