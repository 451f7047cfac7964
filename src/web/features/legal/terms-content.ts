// The Terms of Service in plain language. The offer's facts come from shared/domain/pricing.ts.
import { formatWholeDollars, kitPriceCents, moneyBackGuaranteeDays } from '../../../shared/domain/pricing';
import type { TLegalSection } from './legal-types';

const price = formatWholeDollars(kitPriceCents);
const days = moneyBackGuaranteeDays;

export function termsSections(brand: string): TLegalSection[] {
  return [
    {
      heading: 'Who we are and what these terms cover',
      paragraphs: [
        `${brand} is an online study platform for people preparing for US pesticide applicator certification exams. These terms apply whenever you visit the site, create an account or use the study material. By using ${brand} you agree to them; if you do not agree, please do not use the platform.`,
      ],
    },
    {
      heading: 'Your account',
      list: [
        'Give a real e-mail address and keep your password to yourself. You are responsible for what happens under your account.',
        'One account is for one person. Sharing a login or reselling access is not allowed.',
        'Tell us through the contact form right away if you think someone else has used your account.',
      ],
    },
    {
      heading: 'Price and payment',
      paragraphs: [
        `The Complete Study Kit costs a one-time ${price}. There is no subscription and no recurring fee. The kit includes updates for the exam category you purchased for as long as we run the platform.`,
        'We accept Visa, Mastercard and American Express. Payments are handled by our card payment provider; we never see or store your full card number. After paying you receive an e-mail with a link to create your account and get access.',
      ],
    },
    {
      heading: `${days}-day money-back guarantee`,
      paragraphs: [
        `If the kit is not right for you, you can ask for a full refund within ${days} days of your purchase, for any reason. To ask, send us a message through the contact form or reply to your purchase confirmation e-mail within those ${days} days. We refund to the card you paid with; access to the paid material ends when the refund is made.`,
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['Use the platform for your own exam preparation. Please do not:'],
      list: [
        'copy, publish or sell the study material, questions or flashcards, in whole or in large parts;',
        'scrape the site, overload it, probe it for weaknesses or try to get around access controls;',
        'use the AI tutor to create unlawful, harmful or misleading content;',
        'send spam or abusive messages through the contact form.',
      ],
    },
    {
      heading: 'Study material is not the official source',
      paragraphs: [
        'We work hard to keep the material accurate and current, but it is a study aid. It does not replace the pesticide product label, your state’s official study manual or the rules of your certifying agency. The label is the law: always read and follow it. AI answers can contain mistakes, so check important facts against the official sources.',
        'Passing practice exams or receiving our Certificate of Completion does not guarantee that you will pass the official exam, and it is not a license or certification.',
      ],
    },
    {
      heading: 'Ending your use',
      paragraphs: [
        'You can delete your account at any time from Settings. We may suspend or close an account that breaks these terms; if we do so without a good reason while your guarantee period is running, we refund you.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        `${brand} is provided as it is. To the extent the law allows, our total liability to you is limited to the amount you paid us. Nothing in these terms limits rights you have under consumer protection law.`,
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If we change these terms we update the date above; important changes are announced by e-mail. Questions about these terms are welcome through the contact form.',
      ],
    },
  ];
}
