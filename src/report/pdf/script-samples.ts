import type { ReadingInput } from '../synthesis/reading-input';
import { ROME } from '../synthesis/test-fixtures';

/**
 * A reading for each script a visitor may write in: the name and a question in it, the face it must
 * be set in (null: Noto Serif and Sans hold it) and words the PDF's text must hold.
 */
export const SCRIPT_SAMPLES: { script: string; input: ReadingInput; font: string | null; words: string[] }[] = [
  {
    script: 'Latin with diacritics',
    input: { ...ROME, name: 'Zoë Nguyễn Đặng', questions: ['Có nên đổi việc năm nay không? Ça ira, Łódź?'] },
    font: null,
    words: ['Zoë', 'Nguyễn', 'Đặng', 'đổi', 'việc', 'Łódź'],
  },
  {
    script: 'Greek',
    input: { ...ROME, name: 'Ελένη Παπαδοπούλου', questions: ['Θα βρω αγάπη φέτος;'] },
    font: null,
    words: ['Ελένη', 'Παπαδοπούλου', 'αγάπη', 'φέτος'],
  },
  {
    script: 'Cyrillic',
    input: { ...ROME, name: 'Наталья Иванова', questions: ['Когда я встречу свою любовь?'] },
    font: null,
    words: ['Наталья', 'Иванова', 'встречу', 'любовь'],
  },
  {
    script: 'Arabic',
    input: {
      ...ROME,
      name: 'فاطمة الزهراء',
      questions: ['هل سأتزوج هذا العام؟'],
      additionalInfo: 'أعمل معلمة في مدرسة.',
    },
    font: 'Amiri-Regular',
    words: ['فاطمة', 'الزهراء', 'سأتزوج', 'العام'],
  },
  {
    script: 'Hebrew',
    input: { ...ROME, name: 'נועה כהן', questions: ['מתי אמצא אהבה אמיתית?'] },
    font: 'NotoSerifHebrew-Regular',
    words: ['נועה', 'כהן', 'אמצא', 'אהבה', 'אמיתית'],
  },
  {
    script: 'Devanagari',
    input: { ...ROME, name: 'प्रिया शर्मा', questions: ['क्या मुझे इस साल सच्चा प्यार मिलेगा?'] },
    font: 'NotoSerifDevanagari-Regular',
    words: ['प्रिया', 'शर्मा', 'क्या', 'मुझे', 'मिलेगा'],
  },
  {
    script: 'Bengali',
    input: { ...ROME, name: 'সুমিতা বন্দ্যোপাধ্যায়', questions: ['আমি কবে সত্যিকারের ভালোবাসা খুঁজে পাব?'] },
    font: 'NotoSerifBengali-Regular',
    words: ['সুমিতা', 'বন্দ্যোপাধ্যায়', 'সত্যিকারের', 'ভালোবাসা', 'পাব'],
  },
  {
    script: 'Tamil',
    input: { ...ROME, name: 'கார்த்திகா சுப்பிரமணியம்', questions: ['நான் எப்போது உண்மையான காதலைக் கண்டுபிடிப்பேன்?'] },
    font: 'NotoSansTamil-Regular',
    words: ['கார்த்திகா', 'சுப்பிரமணியம்', 'உண்மையான', 'கண்டுபிடிப்பேன்'],
  },
  {
    // Sara am (ทำ) before the question's last word, which react-pdf used to drop.
    script: 'Thai',
    input: { ...ROME, name: 'สมศรี ใจดี', questions: ['ปีนี้ฉันจะได้ทำงานที่ญี่ปุ่นไหม'] },
    font: 'NotoSansThai-Regular',
    words: ['สมศรี', 'ใจดี', 'ปีนี้ฉันจะได้ทำงานที่ญี่ปุ่นไหม'],
  },
  {
    script: 'Georgian',
    input: { ...ROME, name: 'ნინო ბერიძე', questions: ['როდის ვიპოვი ნამდვილ სიყვარულს?'] },
    font: 'NotoSansGeorgian-Regular',
    words: ['ნინო', 'ბერიძე', 'ნამდვილ', 'სიყვარულს'],
  },
  {
    script: 'Armenian',
    input: { ...ROME, name: 'Անի Հովհաննիսյան', questions: ['Ե՞րբ կգտնեմ իսկական սերը։'] },
    font: 'NotoSansArmenian-Regular',
    words: ['Անի', 'Հովհաննիսյան', 'կգտնեմ', 'իսկական'],
  },
  {
    script: 'Ethiopic',
    input: { ...ROME, name: 'ሄለን ተስፋዬ', questions: ['እውነተኛ ፍቅር መቼ አገኛለሁ?'] },
    font: 'NotoSansEthiopic-Regular',
    words: ['ሄለን', 'ተስፋዬ', 'እውነተኛ', 'አገኛለሁ'],
  },
  {
    script: 'Chinese',
    input: { ...ROME, name: '王秀英', questions: ['我什么时候会遇到真爱？'] },
    font: 'NotoSansSC-Regular',
    words: ['王秀英', '我什么时候会遇到真爱'],
  },
  {
    script: 'Japanese',
    input: { ...ROME, name: 'さくら 山田', questions: ['いつ運命の人に出会えますか？'] },
    font: 'NotoSansJP-Regular',
    words: ['さくら', '山田', 'いつ運命の人に出会えますか'],
  },
  {
    script: 'Korean',
    input: { ...ROME, name: '김지은', questions: ['올해 사랑을 찾을 수 있을까요?'] },
    font: 'NotoSansKR-Regular',
    words: ['김지은', '사랑을', '찾을'],
  },
  {
    script: 'emoji',
    input: { ...ROME, name: 'Zoë 🌙✨', questions: ['Will I find love this year? ❤️🙏'] },
    font: 'NotoEmoji-Regular',
    words: ['🌙', '✨', '❤️', '🙏'],
  },
];
