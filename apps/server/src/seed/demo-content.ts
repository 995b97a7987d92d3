import type { DemoContent, Translated } from './demo-content.types';

const catAbout: Translated = {
  bn: 'আমাদের সম্পর্কে',
  en: 'About us',
  th: 'เกี่ยวกับเรา',
};

const catAccount: Translated = {
  bn: 'অ্যাকাউন্ট',
  en: 'Account',
  th: 'บัญชี',
};

const catPayments: Translated = {
  bn: 'ডিপোজিট ও উত্তোলন',
  en: 'Deposit & withdrawal',
  th: 'ฝากและถอนเงิน',
};

const catRules: Translated = {
  bn: 'নিয়মাবলি',
  en: 'Rules',
  th: 'กฎและเงื่อนไข',
};

/** The demo merchant's content: real copy in Bengali, English and Thai. */
export const demoContent: DemoContent = {
  banners: [
    {
      groupName: 'home',
      title: {
        bn: 'Khela-তে স্বাগতম — বোনাস নিন',
        en: 'Your welcome bonus awaits',
        th: 'ยินดีต้อนรับสู่ Khela รับโบนัสเลย',
      },
      imageUrl: '/art/banners/welcome.webp',
      linkageType: 'route',
      linkageValue: '/register',
    },
    {
      groupName: 'home',
      title: {
        bn: 'আমাদের নিজস্ব স্লট, প্রতিটি স্পিন যাচাইযোগ্য',
        en: 'Our own slots, every spin verifiable',
        th: 'สล็อตของเราเอง ตรวจสอบได้ทุกการหมุน',
      },
      imageUrl: '/art/banners/slots.webp',
      linkageType: 'route',
      linkageValue: '/rng',
    },
    {
      groupName: 'home',
      title: {
        bn: 'অটো টেবিলে ব্যাকারা, রুলেট ও সিক বো',
        en: 'Baccarat, roulette and sic bo at auto tables',
        th: 'บาคาร่า รูเล็ต และไฮโล ที่โต๊ะอัตโนมัติ',
      },
      imageUrl: '/art/banners/live.webp',
      linkageType: 'route',
      linkageValue: '/live',
    },
    {
      groupName: 'w_login',
      title: {
        bn: 'আবার স্বাগতম',
        en: 'Welcome back',
        th: 'ยินดีต้อนรับกลับมา',
      },
      imageUrl: '/art/banners/welcome.webp',
      linkageType: null,
      linkageValue: null,
    },
    {
      groupName: 'w_register',
      title: {
        bn: 'সাইন আপ করে নিন স্বাগত বোনাস',
        en: 'Sign up and claim your welcome bonus',
        th: 'สมัครวันนี้ รับโบนัสต้อนรับ',
      },
      imageUrl: '/art/banners/register.webp',
      linkageType: 'route',
      linkageValue: '/promotions',
    },
    {
      groupName: 'w_forget',
      title: {
        bn: 'নিরাপদে অ্যাকাউন্টে ফিরে আসুন',
        en: 'Get back into your account safely',
        th: 'กลับเข้าสู่บัญชีของคุณอย่างปลอดภัย',
      },
      imageUrl: '/art/banners/help.webp',
      linkageType: null,
      linkageValue: null,
    },
    {
      groupName: 'rng',
      title: {
        bn: 'টাইগার লোটাস, জেড ওয়েজ ও সেভেনস অ্যান্ড বারস',
        en: 'Tiger Lotus, Jade Ways and Sevens & Bars',
        th: 'เสือดอกบัว เส้นทางหยก และเซเว่นแอนด์บาร์',
      },
      imageUrl: '/art/banners/slots.webp',
      linkageType: 'route',
      linkageValue: '/rng',
    },
    {
      groupName: 'live',
      title: {
        bn: 'অটো টেবিলে ব্যাকারা, রুলেট ও আরও অনেক কিছু',
        en: 'Baccarat, roulette and more at our auto tables',
        th: 'บาคาร่า รูเล็ต และอื่น ๆ ที่โต๊ะอัตโนมัติ',
      },
      imageUrl: '/art/banners/live.webp',
      linkageType: 'route',
      linkageValue: '/live',
    },
    {
      groupName: 'fish',
      title: {
        bn: 'ফিশিং গেমে বড় মাছ, বড় পুরস্কার',
        en: 'Big fish, bigger rewards',
        th: 'ยิงปลาตัวใหญ่ ลุ้นรางวัลใหญ่',
      },
      imageUrl: '/art/banners/fishing.webp',
      linkageType: 'route',
      linkageValue: '/fish',
    },
    {
      groupName: 'pvp',
      title: {
        bn: 'আসল খেলোয়াড়দের সাথে তাসের লড়াই',
        en: 'Challenge real players at cards',
        th: 'ท้าดวลผู้เล่นจริงในเกมไพ่',
      },
      imageUrl: '/art/banners/pvp.webp',
      linkageType: 'route',
      linkageValue: '/pvp',
    },
    {
      groupName: 'sports',
      title: {
        bn: 'ক্রিকেট, ফুটবলসহ সব খেলায় লাইভ বেট',
        en: 'Cricket, football and more — bet live',
        th: 'เดิมพันสดคริกเก็ต ฟุตบอล และอีกมากมาย',
      },
      imageUrl: '/art/banners/sports.webp',
      linkageType: 'route',
      linkageValue: '/sports',
    },
    {
      groupName: 'esports',
      title: {
        bn: 'CS2, Dota 2, LoL ও Valorant — প্রতিটি ম্যাপে বাজি',
        en: 'CS2, Dota 2, LoL and Valorant — bet on every map',
        th: 'CS2, Dota 2, LoL และ Valorant — เดิมพันทุกแมป',
      },
      imageUrl: '/art/banners/esports.webp',
      linkageType: 'route',
      linkageValue: '/esports',
    },
    {
      groupName: 'elott',
      title: {
        bn: 'সারা দিন জুড়ে লটারি ড্র',
        en: 'Lottery draws throughout the day',
        th: 'ลอตเตอรี่ออกผลตลอดทั้งวัน',
      },
      imageUrl: '/art/banners/lottery.webp',
      linkageType: 'route',
      linkageValue: '/lottery',
    },
    {
      groupName: 'cockfight',
      title: {
        bn: 'মোরগ লড়াই: মেরন, ওয়ালা বা ড্র-তে বাজি ধরুন',
        en: 'Cockfights: bet on Meron, Wala or a Draw',
        th: 'ไก่ชน: เดิมพันเมรอน วาลา หรือเสมอ',
      },
      imageUrl: '/art/banners/cockfight.webp',
      linkageType: 'route',
      linkageValue: '/cockfight',
    },
    {
      groupName: 'promotions',
      title: {
        bn: 'এই সপ্তাহের বোনাস ও পুরস্কার',
        en: "This week's bonuses and rewards",
        th: 'โบนัสและรางวัลประจำสัปดาห์นี้',
      },
      imageUrl: '/art/banners/promotions.webp',
      linkageType: 'route',
      linkageValue: '/promotions',
    },
    {
      groupName: 'help',
      title: {
        bn: 'আজ আমরা কীভাবে সাহায্য করতে পারি?',
        en: 'How can we help you today?',
        th: 'วันนี้ให้เราช่วยอะไรดี',
      },
      imageUrl: '/art/banners/help.webp',
      linkageType: 'route',
      linkageValue: '/help',
    },
    {
      groupName: 'register',
      title: {
        bn: 'অ্যাকাউন্ট খুলুন — শুধুমাত্র ১৮+',
        en: 'Create your account — 18+ only',
        th: 'สมัครสมาชิก เฉพาะผู้มีอายุ 18 ปีขึ้นไป',
      },
      imageUrl: '/art/banners/register.webp',
      linkageType: 'route',
      linkageValue: '/promotions',
    },
  ],
  announcements: [
    {
      type: 'B',
      topic: 'new-slots',
      title: {
        bn: 'আমাদের তিনটি স্লট: টাইগার লোটাস, জেড ওয়েজ ও সেভেনস অ্যান্ড বারস',
        en: 'Our three slots: Tiger Lotus, Jade Ways and Sevens & Bars',
        th: 'สล็อตสามเกมของเรา: เสือดอกบัว เส้นทางหยก และเซเว่นแอนด์บาร์',
      },
      content: {
        bn:
          '<p><strong>স্লট</strong> বিভাগে আমাদের নিজস্ব তিনটি স্লট গেম খেলুন। প্রতিটি ' +
          'স্পিনের ফল আগে থেকে প্রকাশিত হ্যাশ দিয়ে যাচাই করা যায়: ' +
          '<strong>একটি রাউন্ড যাচাই করুন</strong> পেজে দেখুন।</p>' +
          '<p>দায়িত্বশীলভাবে খেলুন।</p>',
        en:
          '<p>Play our own three slot games under <strong>Slots</strong>. The result of ' +
          'every spin can be checked against a hash published before it: see the ' +
          '<strong>Verify a round</strong> page.</p>' +
          '<p>Enjoy, and play responsibly.</p>',
        th:
          '<p>เล่นสล็อตสามเกมของเราเองได้ที่เมนู <strong>สล็อต</strong> ผลของทุกการหมุน ' +
          'ตรวจสอบได้กับแฮชที่เผยแพร่ไว้ก่อน ดูที่หน้า<strong>ตรวจสอบรอบการเล่น</strong></p>' +
          '<p>ขอให้สนุกและเล่นอย่างมีความรับผิดชอบ</p>',
      },
    },
    {
      type: 'B',
      topic: 'deposit-bonus',
      title: {
        bn: 'ডিপোজিট বোনাস: ৳২,০০০ পর্যন্ত ১০% বাড়তি',
        en: 'Deposit bonus: 10% extra up to ৳2,000',
        th: 'โบนัสเงินฝาก: รับเพิ่ม 10% สูงสุด ৳2,000',
      },
      content: {
        bn:
          '<p>৳৫০০ বা তার বেশি ডিপোজিট করুন, তারপর প্রমোশন পেজে <strong>১০% বোনাস</strong> ' +
          'ক্লেইম করুন, সর্বোচ্চ ৳২,০০০। প্রতি সদস্য একবার।</p>' +
          '<p>বোনাসের <strong>১০ গুণ টার্নওভার</strong> পূরণ হলে উত্তোলন করা যাবে। ' +
          'বিস্তারিত শর্তাবলি প্রমোশন পেজে দেখুন।</p>',
        en:
          '<p>Deposit ৳500 or more, then claim a <strong>10% bonus</strong> on the ' +
          'Promotions page, up to ৳2,000. Once per member.</p>' +
          '<p>Withdrawals open once you have wagered <strong>10 times the bonus</strong>. ' +
          'See the Promotions page for full terms.</p>',
        th:
          '<p>ฝากตั้งแต่ ৳500 ขึ้นไป แล้วกดรับ<strong>โบนัส 10%</strong> ในหน้าโปรโมชัน ' +
          'สูงสุด ৳2,000 สมาชิกละหนึ่งครั้ง</p>' +
          '<p>ถอนเงินได้เมื่อมียอดเดิมพัน<strong> 10 เท่าของโบนัส</strong> ' +
          'ดูเงื่อนไขทั้งหมดได้ที่หน้าโปรโมชัน</p>',
      },
    },
    {
      type: 'B',
      topic: 'wallet-maintenance',
      title: {
        bn: 'বিকাশ ও নগদ ডিপোজিট: নির্ধারিত রক্ষণাবেক্ষণ',
        en: 'bKash and Nagad deposits: scheduled maintenance',
        th: 'ฝากผ่าน bKash และ Nagad: ปิดปรับปรุงตามกำหนด',
      },
      content: {
        bn:
          '<p>আমাদের পেমেন্ট পার্টনাররা <strong>আজ রাত ১টা থেকে ৩টা (বাংলাদেশ ' +
          'সময়)</strong> পর্যন্ত নির্ধারিত রক্ষণাবেক্ষণের কাজ করবে। এই সময়ে বিকাশ ' +
          'ও নগদ ডিপোজিটে বিলম্ব হতে পারে।</p>' +
          '<p>রকেট, ব্যাংক ট্রান্সফার ও USDT স্বাভাবিকভাবে চালু থাকবে। ' +
          'রক্ষণাবেক্ষণের সময় করা যেকোনো ডিপোজিট সেবা চালু হওয়ার পর জমা হয়ে যাবে ' +
          '— অনুগ্রহ করে একই ডিপোজিট দ্বিতীয়বার করবেন না।</p>',
        en:
          '<p>Our payment partners will carry out scheduled maintenance ' +
          '<strong>tonight from 01:00 to 03:00 (Bangladesh time)</strong>. bKash and ' +
          'Nagad deposits may be delayed during this window.</p>' +
          '<p>Rocket, bank transfer and USDT remain available as usual. Any deposit ' +
          'made during the maintenance will be credited once the service is restored ' +
          '— please do not submit the same deposit twice.</p>',
        th:
          '<p>พันธมิตรด้านการชำระเงินจะปิดปรับปรุงระบบตามกำหนด<strong>คืนนี้ เวลา ' +
          '01:00–03:00 น. (เวลาบังกลาเทศ)</strong> การฝากผ่าน bKash และ Nagad ' +
          'อาจล่าช้าในช่วงเวลาดังกล่าว</p>' +
          '<p>Rocket การโอนผ่านธนาคาร และ USDT ยังใช้งานได้ตามปกติ ' +
          'ยอดฝากที่ทำรายการระหว่างปิดปรับปรุงจะเข้าบัญชีเมื่อระบบกลับมาใช้งานได้ ' +
          'กรุณาอย่าทำรายการซ้ำ</p>',
      },
    },
    {
      type: 'B',
      topic: 'vietnam-lottery',
      title: {
        bn: 'নতুন ভিয়েতনাম লটারি ড্র এখন চালু',
        en: 'New Vietnam lottery draws now available',
        th: 'เปิดให้เล่นหวยเวียดนามงวดใหม่แล้ว',
      },
      content: {
        bn:
          '<p>লটারি লবিতে যুক্ত হয়েছে আরও <strong>ভিয়েতনাম লটারি (VN) ' +
          'ড্র</strong>, যার ফলাফল সারা দিন জুড়ে প্রকাশিত হয়।</p>' +
          '<p>বেট করার আগে প্রতিটি লটারির পেজে ড্রয়ের সময় ও বেটের ধরন দেখে নিন।</p>',
        en:
          '<p>More <strong>Vietnam lottery (VN) draws</strong> have been added to ' +
          'the Lottery lobby, with results published throughout the day.</p>' +
          "<p>Check the draw times and bet types on each lottery's page before " +
          'placing your bet.</p>',
        th:
          '<p>เราได้เพิ่ม<strong>หวยเวียดนาม (VN)</strong>หลายงวดในล็อบบี้ลอตเตอรี่ ' +
          'ประกาศผลตลอดทั้งวัน</p>' +
          '<p>กรุณาตรวจสอบเวลาออกผลและประเภทการแทงในหน้าของหวยแต่ละรายการก่อนวางเดิมพัน</p>',
      },
    },
    {
      type: 'B',
      topic: 'play-for-fun',
      title: {
        bn: 'আনন্দের জন্য খেলুন: আজই নিজের সীমা ঠিক করুন',
        en: 'Play for fun: set your limits today',
        th: 'เล่นเพื่อความสนุก ตั้งขีดจำกัดของคุณวันนี้',
      },
      content: {
        bn:
          '<p>গেমিং সবসময় বিনোদন হওয়া উচিত, কখনোই আয়ের উপায় নয়। <strong>আমার ' +
          'অ্যাকাউন্ট → দায়িত্বশীল গেমিং</strong> থেকে যেকোনো সময় <strong>ডিপোজিট, ' +
          'লস ও বেটের সীমা</strong> নির্ধারণ করতে পারেন বা বিরতি নিতে পারেন।</p>' +
          '<p>Khela শুধুমাত্র <strong>১৮ বছর বা তার বেশি</strong> বয়সী খেলোয়াড়দের ' +
          'জন্য।</p>',
        en:
          '<p>Gaming should always be entertainment, never a way to make money. You ' +
          'can set <strong>deposit, loss and wager limits</strong> or take a break ' +
          'at any time from <strong>My Account → Responsible Gaming</strong>.</p>' +
          '<p>Khela is for players aged <strong>18 and over</strong> only.</p>',
        th:
          '<p>การเล่นเกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงิน ' +
          'คุณสามารถตั้ง<strong>ขีดจำกัดการฝาก การเสีย และการเดิมพัน</strong> ' +
          'หรือพักการเล่นได้ทุกเมื่อที่ <strong>บัญชีของฉัน → ' +
          'การเล่นอย่างรับผิดชอบ</strong></p>' +
          '<p>Khela สำหรับผู้ที่มีอายุ <strong>18 ปีขึ้นไป</strong>เท่านั้น</p>',
      },
    },
    {
      type: 'PU',
      topic: 'welcome',
      title: {
        bn: 'Khela-তে আপনাকে স্বাগতম',
        en: 'Welcome to Khela',
        th: 'ยินดีต้อนรับสู่ Khela',
      },
      content: {
        bn:
          '<p><strong>Khela</strong>-তে যোগ দেওয়ার জন্য ধন্যবাদ — আমাদের নিজস্ব ' +
          'স্লট আর প্রতি কয়েক মিনিটে ড্র হওয়া লটারি, সব এক জায়গায়।</p><ul>' +
          '<li>বিকাশ, নগদ, রকেট, ব্যাংক ট্রান্সফার বা USDT দিয়ে সহজে ডিপোজিট ' +
          'করুন</li><li>প্রমোশন পেজ থেকে আপনার স্বাগত বোনাস সংগ্রহ করুন</li>' +
          '<li>আমাদের সাপোর্ট টিম ২৪/৭ আপনার পাশে আছে</li></ul>' +
          '<p>দায়িত্বশীলভাবে খেলুন। শুধুমাত্র ১৮+।</p>',
        en:
          '<p>Thank you for joining <strong>Khela</strong> — our own slots and ' +
          'lotteries drawn every few minutes, all in one place.</p><ul>' +
          '<li>Deposit easily with bKash, Nagad, Rocket, bank transfer or USDT</li>' +
          '<li>Claim your welcome bonus on the Promotions page</li>' +
          '<li>Our support team is here for you 24/7</li></ul>' +
          '<p>Please play responsibly. 18+ only.</p>',
        th:
          '<p>ขอบคุณที่ร่วมเป็นส่วนหนึ่งกับ <strong>Khela</strong> ทั้งสล็อตของเราเอง ' +
          'และลอตเตอรี่ที่ออกผลทุกไม่กี่นาที ครบจบในที่เดียว</p><ul>' +
          '<li>ฝากเงินง่าย ๆ ผ่าน bKash, Nagad, Rocket, การโอนผ่านธนาคาร หรือ ' +
          'USDT</li><li>รับโบนัสต้อนรับได้ที่หน้าโปรโมชัน</li>' +
          '<li>ทีมบริการลูกค้าพร้อมดูแลคุณตลอด 24 ชั่วโมง</li></ul>' +
          '<p>โปรดเล่นอย่างมีความรับผิดชอบ สำหรับผู้มีอายุ 18 ปีขึ้นไปเท่านั้น</p>',
      },
    },
    {
      type: 'PU',
      topic: 'deposit-safely',
      title: {
        bn: 'নিরাপদে ডিপোজিট করুন: OTP বা পিন কখনো শেয়ার করবেন না',
        en: 'Deposit safely: never share your OTP or PIN',
        th: 'ฝากเงินอย่างปลอดภัย อย่าเปิดเผย OTP หรือ PIN',
      },
      content: {
        bn:
          '<p>Khela-র কোনো কর্মী <strong>কখনোই</strong> আপনার বিকাশ, নগদ বা রকেটের ' +
          '<strong>পিন</strong> কিংবা ফোনে আসা <strong>OTP</strong> চাইবে না — ফোন, ' +
          'এসএমএস, হোয়াটসঅ্যাপ বা টেলিগ্রাম কোনো মাধ্যমেই নয়।</p><ol>' +
          '<li>সবসময় আপনার অ্যাকাউন্টের ডিপোজিট পেজ থেকেই ডিপোজিট শুরু করুন।</li>' +
          '<li>শুধুমাত্র ওই ডিপোজিটের জন্য পেজে দেখানো নম্বরেই টাকা পাঠান।</li>' +
          '<li>সঠিক ট্রানজ্যাকশন আইডি (TrxID) দিন, যাতে আমরা দ্রুত আপনার ব্যালেন্সে ' +
          'টাকা যোগ করতে পারি।</li></ol>' +
          '<p>কেউ আপনার পিন বা OTP চাইলে বুঝবেন এটি প্রতারণা। সঙ্গে সঙ্গে আমাদের ' +
          'সাপোর্ট টিমের সাথে যোগাযোগ করুন।</p>',
        en:
          '<p>Khela staff will <strong>never</strong> ask for your bKash, Nagad or ' +
          'Rocket <strong>PIN</strong> or for the <strong>OTP</strong> sent to your ' +
          'phone — not by phone call, SMS, WhatsApp or Telegram.</p><ol>' +
          '<li>Always start a deposit from the Deposit page inside your account.</li>' +
          '<li>Send money only to the number shown on that page for that ' +
          'deposit.</li>' +
          '<li>Enter the correct transaction ID (TrxID) so we can credit your ' +
          'balance quickly.</li></ol>' +
          '<p>If anyone asks for your PIN or OTP, it is a scam. Contact our support ' +
          'team immediately.</p>',
        th:
          '<p>เจ้าหน้าที่ Khela <strong>จะไม่มีวัน</strong>ขอ <strong>PIN</strong> ' +
          'ของ bKash, Nagad หรือ Rocket หรือรหัส <strong>OTP</strong> ' +
          'ที่ส่งไปยังโทรศัพท์ของคุณ ไม่ว่าจะทางโทรศัพท์ SMS, WhatsApp หรือ ' +
          'Telegram</p><ol>' +
          '<li>เริ่มทำรายการฝากจากหน้าฝากเงินในบัญชีของคุณทุกครั้ง</li>' +
          '<li>โอนเงินไปยังหมายเลขที่แสดงบนหน้านั้นสำหรับรายการนั้นเท่านั้น</li>' +
          '<li>กรอกหมายเลขธุรกรรม (TrxID) ให้ถูกต้อง ' +
          'เพื่อให้เราเติมยอดให้คุณได้รวดเร็ว</li></ol>' +
          '<p>หากมีผู้ใดขอ PIN หรือ OTP ของคุณ นั่นคือการหลอกลวง ' +
          'กรุณาติดต่อทีมบริการลูกค้าทันที</p>',
      },
    },
    {
      type: 'AG',
      topic: 'agent-centre-reports',
      title: {
        bn: 'এজেন্ট সেন্টারে নতুন: দলের রিপোর্ট ও CSV এক্সপোর্ট',
        en: 'New in the agent centre: team reports and CSV export',
        th: 'ใหม่ในศูนย์เอเจนต์: รายงานทีมและส่งออก CSV',
      },
      content: {
        bn:
          '<p>এখন আপনি দলের বাজি, সদস্যভিত্তিক লাভ-ক্ষতি এবং লেনদেনের বিবরণ দেখতে ' +
          'পারবেন, ৭ বা ৩০ দিনের পরিসরে, এবং প্রতিটি রিপোর্ট CSV ফাইলে নামাতে পারবেন।</p>' +
          '<p>অ্যাকাউন্ট পাতায় আপনার আমন্ত্রণ লিংক ও QR কোড শেয়ার করুন, অথবা সরাসরি ' +
          'সদস্য ও সাব-এজেন্ট অ্যাকাউন্ট খুলুন।</p>',
        en:
          '<p>You can now see team betting, profit and loss per member and transaction ' +
          'details over 7 or 30-day ranges, and download every report as a CSV file.</p>' +
          '<p>Share your invitation link and QR code from the Account page, or open member ' +
          'and sub-agent accounts directly.</p>',
        th:
          '<p>ตอนนี้คุณดูการเดิมพันของทีม กำไรขาดทุนรายสมาชิก และรายละเอียดธุรกรรม ' +
          'ในช่วง 7 หรือ 30 วัน และดาวน์โหลดทุกรายงานเป็นไฟล์ CSV ได้แล้ว</p>' +
          '<p>แชร์ลิงก์เชิญและคิวอาร์โค้ดของคุณจากหน้าบัญชี หรือเปิดบัญชีสมาชิก' +
          'และซับเอเจนต์ได้โดยตรง</p>',
      },
    },
    {
      type: 'PL',
      topic: 'security-tips',
      title: {
        bn: 'আপনার অ্যাকাউন্ট সুরক্ষিত রাখুন: নিরাপত্তা টিপস',
        en: 'Protect your account: security tips',
        th: 'ปกป้องบัญชีของคุณ: เคล็ดลับด้านความปลอดภัย',
      },
      content: {
        bn:
          '<p>কয়েকটি সহজ অভ্যাসে আপনার Khela অ্যাকাউন্ট নিরাপদ রাখুন:</p><ul>' +
          '<li>শক্তিশালী পাসওয়ার্ড ব্যবহার করুন, যা অন্য কোনো সাইটে ব্যবহার করেন ' +
          'না</li><li>লগইন তথ্য, OTP বা উত্তোলনের পিন কারো সাথে শেয়ার করবেন না</li>' +
          '<li>নিজের ব্যবহৃত মোবাইল নম্বর যুক্ত করুন, যাতে প্রয়োজনে অ্যাকাউন্ট ' +
          'পুনরুদ্ধার করতে পারেন</li>' +
          '<li>শেয়ার করা ডিভাইস ব্যবহারের পর অবশ্যই লগআউট করুন</li></ul>' +
          '<p>অপরিচিত কোনো কার্যকলাপ চোখে পড়লে সঙ্গে সঙ্গে পাসওয়ার্ড পরিবর্তন করুন ' +
          'এবং সাপোর্টে যোগাযোগ করুন।</p>',
        en:
          '<p>Keep your Khela account safe with a few simple habits:</p><ul>' +
          '<li>Use a strong password that you do not use on any other site</li>' +
          '<li>Never share your login details, OTP or withdrawal PIN with anyone</li>' +
          '<li>Link a mobile number you control so you can recover your account</li>' +
          '<li>Always log out after using a shared device</li></ul>' +
          '<p>If you notice any activity you do not recognise, change your password ' +
          'and contact support right away.</p>',
        th:
          '<p>ดูแลบัญชี Khela ของคุณให้ปลอดภัยด้วยนิสัยง่าย ๆ เหล่านี้</p><ul>' +
          '<li>ใช้รหัสผ่านที่คาดเดายากและไม่ซ้ำกับเว็บไซต์อื่น</li>' +
          '<li>อย่าเปิดเผยข้อมูลเข้าสู่ระบบ OTP หรือ PIN สำหรับถอนเงินแก่ผู้ใด</li>' +
          '<li>ผูกหมายเลขโทรศัพท์ที่คุณใช้งานจริง เพื่อใช้กู้คืนบัญชี</li>' +
          '<li>ออกจากระบบทุกครั้งหลังใช้อุปกรณ์ร่วมกับผู้อื่น</li></ul>' +
          '<p>หากพบความเคลื่อนไหวที่ไม่คุ้นเคย ' +
          'ให้เปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที</p>',
      },
    },
    {
      type: 'H',
      topic: 'faster-withdrawals',
      title: {
        bn: 'বিকাশ ও নগদে আরও দ্রুত উত্তোলন',
        en: 'Faster withdrawals to bKash and Nagad',
        th: 'ถอนเงินเข้า bKash และ Nagad ได้เร็วขึ้น',
      },
      content: {
        bn:
          '<p>অ্যাকাউন্ট ভেরিফাই করা থাকলে বিকাশ ও নগদে বেশিরভাগ উত্তোলন এখন ' +
          '<strong>৩০ মিনিটের মধ্যে</strong> সম্পন্ন হয়।</p>' +
          '<p>উত্তোলনের মোবাইল ওয়ালেটটি যেন আপনার Khela অ্যাকাউন্টের নামেই নিবন্ধিত ' +
          'থাকে, তা নিশ্চিত করুন।</p>',
        en:
          '<p>Once your account is verified, most withdrawals to bKash and Nagad are ' +
          'now completed <strong>within 30 minutes</strong>.</p>' +
          '<p>Please make sure the receiving mobile wallet is registered in the same ' +
          'name as your Khela account.</p>',
        th:
          '<p>เมื่อยืนยันตัวตนแล้ว การถอนเงินเข้า bKash และ Nagad ' +
          'ส่วนใหญ่จะเสร็จสิ้น<strong>ภายใน 30 นาที</strong></p>' +
          '<p>โปรดตรวจสอบว่ากระเป๋าเงินมือถือที่ใช้รับเงินลงทะเบียนในชื่อเดียวกับบัญชี ' +
          'Khela ของคุณ</p>',
      },
    },
  ],
  helpArticles: [
    {
      category: catAbout,
      slug: 'about',
      title: {
        bn: 'Khela সম্পর্কে',
        en: 'About Khela',
        th: 'เกี่ยวกับ Khela',
      },
      content: {
        bn:
          '<p>Khela একটি অনলাইন বিনোদন প্ল্যাটফর্ম, যা বাংলাদেশ ও এশিয়ার ' +
          'খেলোয়াড়দের কথা ভেবে তৈরি। আমাদের নিজস্ব স্লট আর প্রতি কয়েক মিনিটে ড্র হওয়া ' +
          'লটারি — সবকিছু একটি সহজ অ্যাকাউন্টেই।</p><h3>আমাদের অঙ্গীকার</h3><ul>' +
          '<li><strong>ন্যায্য খেলা:</strong> আমাদের গেমগুলো স্বনামধন্য স্টুডিও থেকে ' +
          'আসে এবং সার্টিফায়েড RNG (দৈব সংখ্যা উৎপাদক) ব্যবহার করে।</li>' +
          '<li><strong>নিরাপত্তা:</strong> এনক্রিপশন ও কঠোর অভ্যন্তরীণ নিয়ন্ত্রণের ' +
          'মাধ্যমে আপনার তথ্য ও ব্যালেন্স সুরক্ষিত থাকে।</li>' +
          '<li><strong>স্থানীয় পেমেন্ট:</strong> বিকাশ, নগদ, রকেট, ব্যাংক ' +
          'ট্রান্সফার বা USDT দিয়ে টাকায় (BDT) ডিপোজিট ও উত্তোলন করুন।</li>' +
          '<li><strong>দায়িত্বশীল গেমিং:</strong> প্রত্যেক খেলোয়াড়ের জন্য সীমা ' +
          'নির্ধারণ, বিরতি ও স্ব-বর্জনের সুবিধা রয়েছে।</li></ul>' +
          '<h3>কারা খেলতে পারবেন</h3>' +
          '<p>Khela কেবলমাত্র ১৮ বছর বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য। আমরা ' +
          'যেকোনো সময় বয়স ও পরিচয়ের প্রমাণ চাইতে পারি, এবং অপ্রাপ্তবয়স্কদের ' +
          'অ্যাকাউন্ট বন্ধ করে দেওয়া হবে।</p>' +
          '<p>আমাদের সাইট বাংলা, ইংরেজি ও থাই ভাষায় উপলব্ধ, এবং আমাদের সাপোর্ট টিম ' +
          'দিনে ২৪ ঘণ্টা আপনার পাশে আছে।</p>',
        en:
          '<p>Khela is an online entertainment platform built for players in ' +
          'Bangladesh and across Asia. We bring together our own slots and lotteries ' +
          'drawn every few minutes in a single, easy-to-use account.</p><h3>What we stand for</h3><ul>' +
          '<li><strong>Fair play:</strong> our games come from established studios ' +
          'and use certified random number generators (RNG).</li>' +
          '<li><strong>Security:</strong> your data and balance are protected by ' +
          'encryption and strict internal controls.</li>' +
          '<li><strong>Local payments:</strong> deposit and withdraw in BDT with ' +
          'bKash, Nagad, Rocket, bank transfer or USDT.</li>' +
          '<li><strong>Responsible gaming:</strong> limits, time-outs and ' +
          'self-exclusion are available to every player.</li></ul>' +
          '<h3>Who can play</h3>' +
          '<p>Khela is strictly for adults aged 18 and over. We may ask for proof of ' +
          'age and identity at any time, and accounts belonging to minors will be ' +
          'closed.</p>' +
          '<p>Our site is available in Bengali, English and Thai, and our support ' +
          'team is here for you 24 hours a day.</p>',
        th:
          '<p>Khela ' +
          'คือแพลตฟอร์มความบันเทิงออนไลน์ที่สร้างขึ้นสำหรับผู้เล่นในบังกลาเทศและทั่วเอเชีย ' +
          'เรารวมสล็อตของเราเองและลอตเตอรี่ที่ออกผลทุกไม่กี่นาที ' +
          'ไว้ในบัญชีเดียวที่ใช้งานง่าย</p>' +
          '<h3>สิ่งที่เรายึดมั่น</h3><ul><li><strong>ความยุติธรรม:</strong> ' +
          'เกมของเรามาจากสตูดิโอชั้นนำและใช้ระบบสุ่มตัวเลข (RNG) ' +
          'ที่ผ่านการรับรอง</li><li><strong>ความปลอดภัย:</strong> ' +
          'ข้อมูลและยอดเงินของคุณได้รับการปกป้องด้วยการเข้ารหัสและการควบคุมภายในที่เข้มงวด</li>' +
          '<li><strong>ช่องทางชำระเงินท้องถิ่น:</strong> ฝากและถอนเป็นเงินตากา (BDT) ' +
          'ผ่าน bKash, Nagad, Rocket, การโอนผ่านธนาคาร หรือ USDT</li>' +
          '<li><strong>การเล่นอย่างรับผิดชอบ:</strong> ' +
          'ผู้เล่นทุกคนสามารถตั้งขีดจำกัด พักการเล่น และขอระงับตนเองได้</li></ul>' +
          '<h3>ใครเล่นได้บ้าง</h3><p>Khela สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น ' +
          'เราอาจขอหลักฐานยืนยันอายุและตัวตนได้ทุกเมื่อ ' +
          'และบัญชีของผู้เยาว์จะถูกปิด</p>' +
          '<p>เว็บไซต์ของเรารองรับภาษาเบงกาลี อังกฤษ และไทย ' +
          'และทีมบริการลูกค้าพร้อมดูแลคุณตลอด 24 ชั่วโมง</p>',
      },
    },
    {
      category: catAbout,
      slug: 'contact',
      title: {
        bn: 'যোগাযোগ করুন',
        en: 'Contact us',
        th: 'ติดต่อเรา',
      },
      content: {
        bn:
          '<p>আপনার অ্যাকাউন্ট, ডিপোজিট, উত্তোলন, বোনাস বা আমাদের গেম সম্পর্কিত ' +
          'যেকোনো প্রশ্নে সাহায্যের জন্য আমাদের কাস্টমার সাপোর্ট টিম <strong>সপ্তাহে ' +
          '৭ দিন, দিনে ২৪ ঘণ্টা</strong> প্রস্তুত।</p><h3>কীভাবে যোগাযোগ করবেন</h3>' +
          '<ul>' +
          '<li><strong>লাইভ চ্যাট:</strong> যেকোনো পেজের নিচে থাকা চ্যাট আইকনে ট্যাপ ' +
          'করুন। সাহায্য পাওয়ার এটিই সবচেয়ে দ্রুত উপায়।</li>' +
          '<li><strong>ইমেইল:</strong> হেল্প সেন্টারের যোগাযোগ ফর্মের মাধ্যমে লিখুন, ' +
          'আমরা ২৪ ঘণ্টার মধ্যে উত্তর দেব।</li>' +
          '<li><strong>মেসেজিং অ্যাপ:</strong> আমাদের অফিশিয়াল হোয়াটসঅ্যাপ ও ' +
          'টেলিগ্রাম চ্যানেলের তথ্য আপনার অ্যাকাউন্টের সাপোর্ট পেজে দেওয়া আছে।</li>' +
          '</ul><h3>যোগাযোগের আগে</h3>' +
          '<p>দ্রুত সমাধানের জন্য আপনার ইউজারনেম হাতের কাছে রাখুন, আর পেমেন্ট ' +
          'সংক্রান্ত প্রশ্নের ক্ষেত্রে ট্রানজ্যাকশন আইডি (TrxID) ও লেনদেনের সময় ' +
          'জানিয়ে দিন।</p>' +
          '<p><strong>গুরুত্বপূর্ণ:</strong> আমাদের কর্মীরা কখনোই আপনার পাসওয়ার্ড, ' +
          'পিন বা OTP চাইবে না। শুধুমাত্র Khela ওয়েবসাইট বা অ্যাপের ভেতরে দেখানো ' +
          'যোগাযোগের তথ্যের ওপর ভরসা রাখুন।</p>',
        en:
          '<p>Our customer support team is available <strong>24 hours a day, 7 days ' +
          'a week</strong> to help with your account, deposits, withdrawals, bonuses ' +
          'or any question about our games.</p><h3>How to reach us</h3><ul>' +
          '<li><strong>Live chat:</strong> tap the chat icon at the bottom of any ' +
          'page. This is the fastest way to get help.</li>' +
          '<li><strong>Email:</strong> write to us through the contact form in the ' +
          'Help Centre and we will reply within 24 hours.</li>' +
          '<li><strong>Messaging apps:</strong> our official WhatsApp and Telegram ' +
          'channels are listed on the Support page of your account.</li></ul>' +
          '<h3>Before you contact us</h3>' +
          '<p>To help us resolve your request quickly, please have your username ' +
          'ready and, for payment questions, the transaction ID (TrxID) and the time ' +
          'of the transaction.</p>' +
          '<p><strong>Important:</strong> our staff will never ask for your ' +
          'password, PIN or OTP. Only trust contact details shown inside the Khela ' +
          'website or app.</p>',
        th:
          '<p>ทีมบริการลูกค้าของเราพร้อมให้ความช่วยเหลือ<strong>ตลอด 24 ชั่วโมง ' +
          'ทุกวัน</strong> ไม่ว่าจะเป็นเรื่องบัญชี การฝาก การถอน โบนัส ' +
          'หรือคำถามเกี่ยวกับเกม</p><h3>ช่องทางติดต่อ</h3><ul>' +
          '<li><strong>แชทสด:</strong> แตะไอคอนแชทที่ด้านล่างของทุกหน้า ' +
          'เป็นช่องทางที่ได้รับความช่วยเหลือเร็วที่สุด</li>' +
          '<li><strong>อีเมล:</strong> ส่งข้อความผ่านแบบฟอร์มติดต่อในศูนย์ช่วยเหลือ ' +
          'เราจะตอบกลับภายใน 24 ชั่วโมง</li>' +
          '<li><strong>แอปส่งข้อความ:</strong> ช่องทาง WhatsApp และ Telegram ' +
          'อย่างเป็นทางการแสดงอยู่ในหน้าฝ่ายบริการลูกค้าในบัญชีของคุณ</li></ul>' +
          '<h3>ก่อนติดต่อเรา</h3>' +
          '<p>เพื่อให้เราช่วยคุณได้รวดเร็ว โปรดเตรียมชื่อผู้ใช้ให้พร้อม ' +
          'และหากเป็นเรื่องการชำระเงิน โปรดแจ้งหมายเลขธุรกรรม (TrxID) ' +
          'และเวลาที่ทำรายการ</p>' +
          '<p><strong>สำคัญ:</strong> เจ้าหน้าที่ของเราจะไม่มีวันขอรหัสผ่าน PIN หรือ ' +
          'OTP ของคุณ โปรดเชื่อถือเฉพาะช่องทางติดต่อที่แสดงอยู่ในเว็บไซต์หรือแอป ' +
          'Khela เท่านั้น</p>',
      },
    },
    {
      category: catAccount,
      slug: 'register',
      title: {
        bn: 'কীভাবে রেজিস্টার করবেন',
        en: 'How to register',
        th: 'วิธีสมัครสมาชิก',
      },
      content: {
        bn:
          '<p>Khela অ্যাকাউন্ট খুলতে এক মিনিটেরও কম সময় লাগে।</p><ol>' +
          '<li>পেজের ওপরে থাকা <strong>রেজিস্টার</strong> বাটনে ট্যাপ করুন।</li>' +
          '<li>একটি ইউজারনেম ও শক্তিশালী পাসওয়ার্ড বেছে নিন।</li>' +
          '<li>আপনার মোবাইল নম্বর দিন এবং এসএমএসে পাঠানো ভেরিফিকেশন কোডটি লিখুন।</li>' +
          '<li>আপনার পছন্দের মুদ্রা (BDT) ও ভাষা নির্বাচন করুন।</li>' +
          '<li>আপনার বয়স যে <strong>১৮ বছর বা তার বেশি</strong>, তা নিশ্চিত করুন ' +
          'এবং ব্যবহারের শর্তাবলিতে সম্মতি দিন।</li></ol><h3>কিছু পরামর্শ</h3><ul>' +
          '<li>আপনার আসল নাম ব্যবহার করুন — উত্তোলনের জন্য এটি আপনার বিকাশ, নগদ, ' +
          'রকেট বা ব্যাংক অ্যাকাউন্টের নামের সাথে মিলতে হবে।</li>' +
          '<li>একজন ব্যক্তি <strong>শুধুমাত্র একটি অ্যাকাউন্ট</strong> রাখতে পারবেন। ' +
          'একাধিক অ্যাকাউন্ট বন্ধ করে দেওয়া হতে পারে এবং সংশ্লিষ্ট বোনাস বাতিল হতে ' +
          'পারে।</li>' +
          '<li>কোনো বন্ধুর আমন্ত্রণে যোগ দিলে রেজিস্ট্রেশনের সময় তার রেফারেল কোডটি ' +
          'দিন।</li></ul>' +
          '<p>রেজিস্ট্রেশনের পর প্রথম ডিপোজিট করে প্রমোশন পেজ থেকে স্বাগত বোনাস ' +
          'সংগ্রহ করতে পারবেন।</p>',
        en:
          '<p>Creating a Khela account takes less than a minute.</p><ol>' +
          '<li>Tap <strong>Register</strong> at the top of the page.</li>' +
          '<li>Choose a username and a strong password.</li>' +
          '<li>Enter your mobile number and the verification code we send you by ' +
          'SMS.</li><li>Select your preferred currency (BDT) and language.</li>' +
          '<li>Confirm that you are <strong>18 years of age or older</strong> and ' +
          'accept the Terms of Use.</li></ol><h3>Helpful tips</h3><ul>' +
          '<li>Use your real name — it must match the name on your bKash, Nagad, ' +
          'Rocket or bank account for withdrawals.</li>' +
          '<li>Each person may hold <strong>only one account</strong>. Duplicate ' +
          'accounts may be closed and their bonuses cancelled.</li>' +
          '<li>If a friend invited you, enter their referral code during ' +
          'registration.</li></ul>' +
          '<p>Once you are registered, you can make your first deposit and claim the ' +
          'welcome bonus from the Promotions page.</p>',
        th:
          '<p>สมัครบัญชี Khela ใช้เวลาไม่ถึงหนึ่งนาที</p><ol>' +
          '<li>แตะ <strong>สมัครสมาชิก</strong> ที่ด้านบนของหน้า</li>' +
          '<li>ตั้งชื่อผู้ใช้และรหัสผ่านที่คาดเดายาก</li>' +
          '<li>กรอกหมายเลขโทรศัพท์มือถือและรหัสยืนยันที่เราส่งให้ทาง SMS</li>' +
          '<li>เลือกสกุลเงิน (BDT) และภาษาที่ต้องการ</li>' +
          '<li>ยืนยันว่าคุณมีอายุ <strong>18 ปีขึ้นไป</strong> ' +
          'และยอมรับข้อกำหนดการใช้งาน</li></ol><h3>เคล็ดลับ</h3><ul>' +
          '<li>ใช้ชื่อจริงของคุณ เพราะต้องตรงกับชื่อบัญชี bKash, Nagad, Rocket ' +
          'หรือบัญชีธนาคารที่ใช้ถอนเงิน</li>' +
          '<li>หนึ่งคนมีได้<strong>เพียงหนึ่งบัญชี</strong>เท่านั้น ' +
          'บัญชีซ้ำซ้อนอาจถูกปิดและโบนัสที่เกี่ยวข้องอาจถูกยกเลิก</li>' +
          '<li>หากได้รับคำเชิญจากเพื่อน ให้กรอกรหัสแนะนำของเพื่อนระหว่างการสมัคร</li>' +
          '</ul><p>เมื่อสมัครเรียบร้อยแล้ว ' +
          'คุณสามารถฝากเงินครั้งแรกและรับโบนัสต้อนรับได้ที่หน้าโปรโมชัน</p>',
      },
    },
    {
      category: catAccount,
      slug: 'forgot-password',
      title: {
        bn: 'পাসওয়ার্ড ভুলে গেছেন?',
        en: 'Forgot your password?',
        th: 'ลืมรหัสผ่าน?',
      },
      content: {
        bn:
          '<p>পাসওয়ার্ড মনে না থাকলে কয়েকটি সহজ ধাপে সেটি রিসেট করতে পারবেন।</p>' +
          '<ol><li>লগইন পেজে <strong>পাসওয়ার্ড ভুলে গেছেন</strong> অপশনে ট্যাপ ' +
          'করুন।</li>' +
          '<li>আপনার ইউজারনেম এবং অ্যাকাউন্টের সাথে যুক্ত মোবাইল নম্বর দিন।</li>' +
          '<li>এসএমএসে পাঠানো ওয়ান-টাইম কোড (OTP) লিখুন।</li>' +
          '<li>নতুন পাসওয়ার্ড দিন এবং আবার লিখে নিশ্চিত করুন।</li></ol>' +
          '<h3>কোড পাননি?</h3><ul>' +
          '<li>মোবাইল নম্বরটি সঠিক কি না এবং ফোনে নেটওয়ার্ক আছে কি না, দেখে ' +
          'নিন।</li><li>নতুন কোডের অনুরোধ করার আগে ৬০ সেকেন্ড অপেক্ষা করুন।</li>' +
          '<li>ফোনের এসএমএস ফিল্টার বা ব্লক লিস্টে আমাদের মেসেজ আটকে আছে কি না, ' +
          'যাচাই করুন।</li>' +
          '<li>অ্যাকাউন্টের সাথে যুক্ত নম্বরটি এখন আর ব্যবহার না করলে সাপোর্টে ' +
          'যোগাযোগ করুন। নম্বর পরিবর্তনের আগে আমরা আপনার পরিচয় যাচাই করব।</li></ul>' +
          '<p><strong>মনে রাখবেন:</strong> OTP শুধুমাত্র আপনার জন্য। Khela-র কোনো ' +
          'কর্মী কখনোই এটি চাইবে না।</p>' +
          '<p>পাসওয়ার্ড রিসেট করার পর নিরাপত্তা সেটিংস একবার দেখে নেওয়া এবং ' +
          'উত্তোলন পিন হালনাগাদ করা ভালো।</p>',
        en:
          '<p>If you cannot remember your password, you can reset it in a few simple ' +
          'steps.</p><ol>' +
          '<li>On the login page, tap <strong>Forgot password</strong>.</li>' +
          '<li>Enter your username and the mobile number linked to your account.</li>' +
          '<li>Enter the one-time code (OTP) we send you by SMS.</li>' +
          '<li>Choose a new password and enter it again to confirm.</li></ol>' +
          "<h3>Didn't receive the code?</h3><ul>" +
          '<li>Check that the mobile number is correct and that your phone has ' +
          'network signal.</li><li>Wait 60 seconds before requesting a new code.</li>' +
          '<li>Make sure our messages are not caught by an SMS filter or block list ' +
          'on your phone.</li>' +
          '<li>If you no longer use the number linked to your account, contact ' +
          'support. We will verify your identity before updating it.</li></ul>' +
          '<p><strong>Remember:</strong> the OTP is for you alone. Khela staff will ' +
          'never ask you for it.</p>' +
          '<p>After resetting your password, it is a good idea to review your ' +
          'security settings and update your withdrawal PIN as well.</p>',
        th:
          '<p>หากจำรหัสผ่านไม่ได้ คุณสามารถตั้งรหัสผ่านใหม่ได้ในไม่กี่ขั้นตอน</p><ol>' +
          '<li>ที่หน้าเข้าสู่ระบบ แตะ <strong>ลืมรหัสผ่าน</strong></li>' +
          '<li>กรอกชื่อผู้ใช้และหมายเลขโทรศัพท์ที่ผูกกับบัญชี</li>' +
          '<li>กรอกรหัสผ่านแบบใช้ครั้งเดียว (OTP) ที่เราส่งให้ทาง SMS</li>' +
          '<li>ตั้งรหัสผ่านใหม่และกรอกอีกครั้งเพื่อยืนยัน</li></ol>' +
          '<h3>ไม่ได้รับรหัส?</h3><ul>' +
          '<li>ตรวจสอบว่าหมายเลขโทรศัพท์ถูกต้องและโทรศัพท์มีสัญญาณ</li>' +
          '<li>รอ 60 วินาทีก่อนขอรหัสใหม่</li>' +
          '<li>ตรวจสอบว่าข้อความจากเราไม่ถูกตัวกรองหรือรายการบล็อก SMS ' +
          'ในโทรศัพท์ของคุณบล็อกไว้</li>' +
          '<li>หากคุณไม่ได้ใช้หมายเลขที่ผูกกับบัญชีแล้ว โปรดติดต่อฝ่ายบริการลูกค้า ' +
          'เราจะยืนยันตัวตนของคุณก่อนเปลี่ยนหมายเลข</li></ul>' +
          '<p><strong>โปรดจำไว้:</strong> OTP มีไว้สำหรับคุณเท่านั้น เจ้าหน้าที่ ' +
          'Khela จะไม่มีวันขอรหัสนี้จากคุณ</p>' +
          '<p>หลังตั้งรหัสผ่านใหม่แล้ว แนะนำให้ตรวจสอบการตั้งค่าความปลอดภัยและอัปเดต ' +
          'PIN สำหรับถอนเงินด้วย</p>',
      },
    },
    {
      category: catAccount,
      slug: 'account-security',
      title: {
        bn: 'অ্যাকাউন্ট নিরাপদ রাখার উপায়',
        en: 'Keeping your account secure',
        th: 'การรักษาความปลอดภัยของบัญชี',
      },
      content: {
        bn:
          '<p>আপনার অ্যাকাউন্টে আপনার ব্যালেন্স ও ব্যক্তিগত তথ্য থাকে, তাই এটি ' +
          'সুরক্ষিত রাখা জরুরি। Khela এনক্রিপ্টেড সংযোগ ব্যবহার করে এবং অস্বাভাবিক ' +
          'কার্যকলাপ নজরে রাখে, তবে আপনার নিজের সতর্কতাও সমান গুরুত্বপূর্ণ।</p>' +
          '<h3>আমাদের পরামর্শ</h3><ul>' +
          '<li><strong>শক্তিশালী পাসওয়ার্ড:</strong> অক্ষর ও সংখ্যা মিলিয়ে অন্তত ৮ ' +
          'ক্যারেক্টারের পাসওয়ার্ড, যা অন্য কোথাও ব্যবহার করেন না।</li>' +
          '<li><strong>উত্তোলন পিন:</strong> আমার অ্যাকাউন্ট → নিরাপত্তা থেকে ' +
          'উত্তোলনের জন্য আলাদা পিন সেট করুন।</li>' +
          '<li><strong>ভেরিফাইড মোবাইল নম্বর:</strong> নিরাপত্তা কোড পেতে আপনার ' +
          'নম্বর সবসময় হালনাগাদ রাখুন।</li>' +
          '<li><strong>শেয়ার করা ডিভাইস:</strong> সবসময় লগআউট করুন এবং ব্রাউজারে ' +
          'পাসওয়ার্ড সেভ করবেন না।</li>' +
          '<li><strong>প্রতারণা থেকে সাবধান:</strong> "নিশ্চিত জয়"-এর প্রলোভন ' +
          'দেখানো বা লগইন তথ্য চাওয়া মেসেজ উপেক্ষা করুন।</li></ul>' +
          '<h3>কিছু অস্বাভাবিক মনে হলে</h3>' +
          '<p>আপনার করা নয় এমন কোনো লগইন, বেট বা উত্তোলন দেখলে সঙ্গে সঙ্গে ' +
          'পাসওয়ার্ড পরিবর্তন করুন এবং লাইভ চ্যাটে সাপোর্টের সাথে যোগাযোগ করুন। ' +
          'তদন্ত চলাকালীন আমরা আপনার অ্যাকাউন্ট সাময়িকভাবে লক করে রাখতে পারি।</p>',
        en:
          '<p>Your account holds your balance and personal information, so ' +
          'protecting it matters. Khela uses encrypted connections and monitors for ' +
          'unusual activity, but your own habits are just as important.</p>' +
          '<h3>Our recommendations</h3><ul>' +
          '<li><strong>Strong password:</strong> at least 8 characters mixing ' +
          'letters and numbers, and not used anywhere else.</li>' +
          '<li><strong>Withdrawal PIN:</strong> set a separate PIN for withdrawals ' +
          'in My Account → Security.</li>' +
          '<li><strong>Verified mobile number:</strong> keep your number up to date ' +
          'so you can receive security codes.</li>' +
          '<li><strong>Shared devices:</strong> always log out, and never let the ' +
          'browser save your password.</li>' +
          '<li><strong>Beware of scams:</strong> ignore messages that promise ' +
          '"guaranteed wins" or ask for your login details.</li></ul>' +
          '<h3>If something looks wrong</h3>' +
          '<p>If you see a login, bet or withdrawal you did not make, change your ' +
          'password immediately and contact support through live chat. We can ' +
          'temporarily lock your account while we investigate.</p>',
        th:
          '<p>บัญชีของคุณเก็บทั้งยอดเงินและข้อมูลส่วนตัว ' +
          'การปกป้องบัญชีจึงเป็นเรื่องสำคัญ Khela ' +
          'ใช้การเชื่อมต่อที่เข้ารหัสและเฝ้าระวังความเคลื่อนไหวที่ผิดปกติ ' +
          'แต่พฤติกรรมการใช้งานของคุณเองก็สำคัญไม่แพ้กัน</p><h3>คำแนะนำจากเรา</h3>' +
          '<ul><li><strong>รหัสผ่านที่คาดเดายาก:</strong> อย่างน้อย 8 ตัวอักษร ' +
          'ผสมตัวอักษรและตัวเลข และไม่ใช้ซ้ำกับที่อื่น</li>' +
          '<li><strong>PIN สำหรับถอนเงิน:</strong> ตั้ง PIN ' +
          'แยกสำหรับการถอนเงินได้ที่ บัญชีของฉัน → ความปลอดภัย</li>' +
          '<li><strong>หมายเลขโทรศัพท์ที่ยืนยันแล้ว:</strong> ' +
          'อัปเดตหมายเลขให้เป็นปัจจุบันเสมอ เพื่อให้ได้รับรหัสความปลอดภัย</li>' +
          '<li><strong>อุปกรณ์ที่ใช้ร่วมกัน:</strong> ออกจากระบบทุกครั้ง ' +
          'และอย่าให้เบราว์เซอร์บันทึกรหัสผ่าน</li>' +
          '<li><strong>ระวังมิจฉาชีพ:</strong> อย่าหลงเชื่อข้อความที่อ้างว่า ' +
          '"ชนะแน่นอน" หรือขอข้อมูลเข้าสู่ระบบของคุณ</li></ul>' +
          '<h3>หากพบความผิดปกติ</h3>' +
          '<p>หากพบการเข้าสู่ระบบ การเดิมพัน หรือการถอนเงินที่คุณไม่ได้ทำ ' +
          'ให้เปลี่ยนรหัสผ่านทันทีและติดต่อฝ่ายบริการลูกค้าผ่านแชทสด ' +
          'เราสามารถล็อกบัญชีของคุณชั่วคราวระหว่างการตรวจสอบ</p>',
      },
    },
    {
      category: catPayments,
      slug: 'how-to-deposit',
      title: {
        bn: 'বিকাশ, নগদ বা রকেটে কীভাবে ডিপোজিট করবেন',
        en: 'How to deposit with bKash, Nagad or Rocket',
        th: 'วิธีฝากเงินผ่าน bKash, Nagad หรือ Rocket',
      },
      content: {
        bn:
          '<p>বাংলাদেশের জনপ্রিয় মোবাইল ওয়ালেট ব্যবহার করে আপনি টাকায় (BDT) আপনার ' +
          'Khela ব্যালেন্সে ডিপোজিট করতে পারেন।</p><ol>' +
          '<li>লগইন করে <strong>ডিপোজিট</strong> বাটনে ট্যাপ করুন।</li>' +
          '<li><strong>বিকাশ</strong>, <strong>নগদ</strong> বা <strong>রকেট</strong> ' +
          'বেছে নিন এবং টাকার পরিমাণ লিখুন (সর্বনিম্ন ৳২০০)।</li>' +
          '<li>স্ক্রিনে দেখানো ওয়ালেট নম্বরটি খেয়াল করুন। প্রতিটি ডিপোজিটে নম্বর ' +
          'বদলাতে পারে, তাই সবসময় স্ক্রিনে দেখানো নম্বরটিই ব্যবহার করুন।</li>' +
          '<li>আপনার মোবাইল ওয়ালেট অ্যাপ খুলুন এবং নির্দেশনা অনুযায়ী ওই নম্বরে ' +
          '<strong>সেন্ড মানি</strong> বা <strong>ক্যাশ আউট</strong> করুন।</li>' +
          '<li>কনফার্মেশন এসএমএস থেকে <strong>ট্রানজ্যাকশন আইডি (TrxID)</strong> কপি ' +
          'করে ডিপোজিট পেজে বসিয়ে দিন।</li>' +
          '<li><strong>সাবমিট</strong> চাপুন। সাধারণত কয়েক মিনিটের মধ্যেই আপনার ' +
          'ব্যালেন্সে টাকা যোগ হয়ে যায়।</li></ol><h3>অন্যান্য মাধ্যম</h3>' +
          '<p>ব্যাংক ট্রান্সফার ও USDT (TRC20) দিয়েও ডিপোজিট করা যায়। প্রতিটি ' +
          'মাধ্যমের জন্য ডিপোজিট পেজের নির্দেশনা অনুসরণ করুন।</p>' +
          '<p><strong>নিরাপদ থাকুন:</strong> নিজেকে Khela-র কর্মী বলে দাবি করা ' +
          'ব্যক্তিসহ কারো সাথে কখনো আপনার ওয়ালেটের পিন বা OTP শেয়ার করবেন না।</p>',
        en:
          '<p>You can top up your Khela balance in BDT using the most popular mobile ' +
          'wallets in Bangladesh.</p><ol>' +
          '<li>Log in and tap <strong>Deposit</strong>.</li>' +
          '<li>Choose <strong>bKash</strong>, <strong>Nagad</strong> or ' +
          '<strong>Rocket</strong> and enter the amount (minimum ৳200).</li>' +
          '<li>Note the wallet number shown on the screen. It may change for each ' +
          'deposit, so always use the one displayed.</li>' +
          '<li>Open your mobile wallet app and use <strong>Send Money</strong> or ' +
          '<strong>Cash Out</strong> to that number, as instructed.</li>' +
          '<li>Copy the <strong>transaction ID (TrxID)</strong> from the ' +
          'confirmation SMS and enter it on the Deposit page.</li>' +
          '<li>Tap <strong>Submit</strong>. Your balance is usually credited within ' +
          'a few minutes.</li></ol><h3>Other methods</h3>' +
          '<p>Bank transfer and USDT (TRC20) are also available. Follow the ' +
          'instructions on the Deposit page for each method.</p>' +
          '<p><strong>Stay safe:</strong> never share your wallet PIN or OTP with ' +
          'anyone, including people who claim to be Khela staff.</p>',
        th:
          '<p>คุณสามารถเติมเงินเข้าบัญชี Khela เป็นเงินตากา (BDT) ' +
          'ผ่านกระเป๋าเงินมือถือยอดนิยมในบังกลาเทศ</p><ol>' +
          '<li>เข้าสู่ระบบแล้วแตะ <strong>ฝากเงิน</strong></li>' +
          '<li>เลือก <strong>bKash</strong>, <strong>Nagad</strong> หรือ ' +
          '<strong>Rocket</strong> แล้วกรอกจำนวนเงิน (ขั้นต่ำ ৳200)</li>' +
          '<li>จดหมายเลขกระเป๋าเงินที่แสดงบนหน้าจอ หมายเลขอาจเปลี่ยนไปในแต่ละรายการ ' +
          'จึงควรใช้หมายเลขที่แสดงอยู่ทุกครั้ง</li>' +
          '<li>เปิดแอปกระเป๋าเงินมือถือ แล้วทำรายการ <strong>Send Money</strong> ' +
          'หรือ <strong>Cash Out</strong> ไปยังหมายเลขนั้นตามคำแนะนำ</li>' +
          '<li>คัดลอก<strong>หมายเลขธุรกรรม (TrxID)</strong> จาก SMS ยืนยัน ' +
          'แล้วกรอกในหน้าฝากเงิน</li><li>แตะ <strong>ยืนยัน</strong> ' +
          'โดยปกติยอดเงินจะเข้าบัญชีภายในไม่กี่นาที</li></ol><h3>ช่องทางอื่น</h3>' +
          '<p>สามารถฝากเงินผ่านการโอนทางธนาคารและ USDT (TRC20) ได้เช่นกัน ' +
          'โปรดทำตามคำแนะนำในหน้าฝากเงินสำหรับแต่ละช่องทาง</p>' +
          '<p><strong>ปลอดภัยไว้ก่อน:</strong> อย่าเปิดเผย PIN หรือ OTP ' +
          'ของกระเป๋าเงินแก่ผู้ใด รวมถึงผู้ที่อ้างว่าเป็นเจ้าหน้าที่ Khela</p>',
      },
    },
    {
      category: catPayments,
      slug: 'how-to-withdraw',
      title: {
        bn: 'কীভাবে টাকা উত্তোলন করবেন',
        en: 'How to withdraw',
        th: 'วิธีถอนเงิน',
      },
      content: {
        bn:
          '<p>উত্তোলনের টাকা শুধুমাত্র আপনার নিজের নামে নিবন্ধিত মোবাইল ওয়ালেট বা ' +
          'ব্যাংক অ্যাকাউন্টে পাঠানো হয়।</p><ol>' +
          '<li><strong>আমার অ্যাকাউন্ট → উত্তোলন</strong> পেজে যান।</li>' +
          '<li>আগে যোগ না করে থাকলে আপনার বিকাশ, নগদ, রকেট বা ব্যাংক অ্যাকাউন্টের ' +
          'তথ্য যোগ করুন।</li>' +
          '<li>টাকার পরিমাণ (সর্বনিম্ন ৳৫০০) ও উত্তোলন পিন দিন।</li>' +
          '<li>অনুরোধটি নিশ্চিত করুন। <strong>লেনদেনের ইতিহাস</strong> থেকে এর ' +
          'অবস্থা দেখতে পারবেন।</li></ol><h3>উত্তোলনের আগে</h3><ul>' +
          '<li>গ্রহণ করা বোনাসের <strong>টার্নওভার শর্ত</strong> পূরণ করুন; অন্যথায় ' +
          'উত্তোলন বাতিল হতে পারে বা বোনাস সরিয়ে নেওয়া হতে পারে।</li>' +
          '<li>প্রথম উত্তোলনের আগে বা বড় অঙ্কের ক্ষেত্রে আমরা আপনার <strong>পরিচয় ' +
          'যাচাই</strong> করতে পারি (যেমন জাতীয় পরিচয়পত্রের ছবি চেয়ে)।</li>' +
          '<li>যে অ্যাকাউন্টে টাকা যাবে, তার নাম আপনার Khela অ্যাকাউন্টের নামের সাথে ' +
          'মিলতে হবে। অন্য কারো অ্যাকাউন্টে পেমেন্ট করা হয় না।</li></ul>' +
          '<p>কোনো উত্তোলন বাতিল হলে টাকা আপনার ব্যালেন্সে ফেরত আসবে এবং কারণটি ' +
          'লেনদেনের ইতিহাসে দেখানো হবে।</p>',
        en:
          '<p>Withdrawals are paid only to a mobile wallet or bank account ' +
          'registered in your own name.</p><ol>' +
          '<li>Go to <strong>My Account → Withdraw</strong>.</li>' +
          '<li>Add your bKash, Nagad, Rocket or bank account details if you have not ' +
          'done so already.</li>' +
          '<li>Enter the amount (minimum ৳500) and your withdrawal PIN.</li>' +
          '<li>Confirm the request. You can follow its status under ' +
          '<strong>Transaction History</strong>.</li></ol>' +
          '<h3>Before you withdraw</h3><ul>' +
          '<li>Complete any <strong>turnover requirement</strong> attached to ' +
          'bonuses you have claimed; otherwise the withdrawal may be declined or the ' +
          'bonus removed.</li>' +
          '<li>We may <strong>verify your identity</strong> (for example, by asking ' +
          'for a photo of your NID) before your first withdrawal or for large ' +
          'amounts.</li>' +
          '<li>The name on the receiving account must match the name on your Khela ' +
          'account. Payments to third parties are not allowed.</li></ul>' +
          '<p>If a withdrawal is declined, the amount is returned to your balance ' +
          'and the reason is shown in your transaction history.</p>',
        th:
          '<p>การถอนเงินจะโอนเข้ากระเป๋าเงินมือถือหรือบัญชีธนาคารที่ลงทะเบียนในชื่อของคุณเองเท่านั้น</p>' +
          '<ol><li>ไปที่ <strong>บัญชีของฉัน → ถอนเงิน</strong></li>' +
          '<li>เพิ่มข้อมูลบัญชี bKash, Nagad, Rocket หรือบัญชีธนาคาร ' +
          'หากยังไม่ได้เพิ่ม</li>' +
          '<li>กรอกจำนวนเงิน (ขั้นต่ำ ৳500) และ PIN สำหรับถอนเงิน</li>' +
          '<li>ยืนยันรายการ คุณสามารถติดตามสถานะได้ที่ ' +
          '<strong>ประวัติธุรกรรม</strong></li></ol><h3>ก่อนถอนเงิน</h3><ul>' +
          '<li>ทำ<strong>ยอดเทิร์นโอเวอร์</strong>ของโบนัสที่รับไว้ให้ครบ ' +
          'มิฉะนั้นรายการถอนอาจถูกปฏิเสธหรือโบนัสอาจถูกยกเลิก</li>' +
          '<li>เราอาจขอ<strong>ยืนยันตัวตน</strong>ของคุณ (เช่น ' +
          'ขอรูปถ่ายบัตรประจำตัวประชาชน) ก่อนการถอนครั้งแรกหรือเมื่อถอนยอดสูง</li>' +
          '<li>ชื่อบัญชีผู้รับต้องตรงกับชื่อบัญชี Khela ของคุณ ' +
          'ไม่อนุญาตให้โอนเข้าบัญชีของบุคคลอื่น</li></ul>' +
          '<p>หากรายการถอนถูกปฏิเสธ เงินจะคืนเข้ายอดคงเหลือของคุณ ' +
          'และเหตุผลจะแสดงอยู่ในประวัติธุรกรรม</p>',
      },
    },
    {
      category: catPayments,
      slug: 'processing-times',
      title: {
        bn: 'ডিপোজিট ও উত্তোলনে কত সময় লাগে',
        en: 'Deposit and withdrawal processing times',
        th: 'ระยะเวลาดำเนินการฝากและถอนเงิน',
      },
      content: {
        bn:
          '<p>বেশিরভাগ লেনদেন দ্রুত সম্পন্ন হয়, তবে পেমেন্ট মাধ্যম ও প্রয়োজনীয় ' +
          'যাচাইয়ের ওপর নির্ভর করে সময় কিছুটা ভিন্ন হতে পারে।</p><h3>ডিপোজিট</h3>' +
          '<ul>' +
          '<li><strong>বিকাশ, নগদ, রকেট:</strong> TrxID জমা দেওয়ার পর সাধারণত ১–৫ ' +
          'মিনিটের মধ্যে।</li>' +
          '<li><strong>ব্যাংক ট্রান্সফার:</strong> ব্যাংকিং সময়ের মধ্যে ৩০ মিনিট ' +
          'থেকে ৩ ঘণ্টা।</li>' +
          '<li><strong>USDT:</strong> প্রয়োজনীয় নেটওয়ার্ক কনফার্মেশনের পর, ' +
          'সাধারণত ১৫ মিনিটের মধ্যে।</li></ul><h3>উত্তোলন</h3><ul>' +
          '<li><strong>মোবাইল ওয়ালেট:</strong> বেশিরভাগ অনুরোধ ৩০ মিনিটের মধ্যে ' +
          'সম্পন্ন হয়।</li>' +
          '<li><strong>ব্যাংক ট্রান্সফার:</strong> ২৪ ঘণ্টা পর্যন্ত; ব্যাংক ছুটির ' +
          'দিনে আরও বেশি সময় লাগতে পারে।</li>' +
          '<li><strong>USDT:</strong> সাধারণত ১ ঘণ্টার মধ্যে।</li></ul>' +
          '<h3>কেন বেশি সময় লাগতে পারে</h3>' +
          '<p>পেমেন্ট প্রোভাইডারের রক্ষণাবেক্ষণ, ভুল TrxID বা অ্যাকাউন্ট নম্বর, ' +
          'পরিচয় যাচাই, কিংবা নতুন অ্যাকাউন্টের প্রথম উত্তোলনের কারণে দেরি হতে ' +
          'পারে। ওপরে উল্লেখিত সময়ের পরেও লেনদেন না পৌঁছালে আপনার TrxID সহ সাপোর্টে ' +
          'যোগাযোগ করুন, আমরা বিষয়টি খতিয়ে দেখব।</p>',
        en:
          '<p>Most transactions are completed quickly, but times can vary with the ' +
          'payment method and the checks required.</p><h3>Deposits</h3><ul>' +
          '<li><strong>bKash, Nagad, Rocket:</strong> usually within 1–5 minutes ' +
          'after you submit the TrxID.</li>' +
          '<li><strong>Bank transfer:</strong> 30 minutes to 3 hours during banking ' +
          'hours.</li>' +
          '<li><strong>USDT:</strong> after the required network confirmations, ' +
          'normally within 15 minutes.</li></ul><h3>Withdrawals</h3><ul>' +
          '<li><strong>Mobile wallets:</strong> most requests are completed within ' +
          '30 minutes.</li>' +
          '<li><strong>Bank transfer:</strong> up to 24 hours; longer on bank ' +
          'holidays.</li><li><strong>USDT:</strong> usually within 1 hour.</li></ul>' +
          '<h3>Why a transaction can take longer</h3>' +
          "<p>Delays can be caused by maintenance on the payment provider's side, an " +
          'incorrect TrxID or account number, identity verification, or a first ' +
          'withdrawal on a new account. If a transaction has not arrived after the ' +
          'times above, contact support with your TrxID and we will look into it for ' +
          'you.</p>',
        th:
          '<p>ธุรกรรมส่วนใหญ่ดำเนินการเสร็จอย่างรวดเร็ว ' +
          'แต่ระยะเวลาอาจแตกต่างกันไปตามช่องทางการชำระเงินและการตรวจสอบที่จำเป็น</p>' +
          '<h3>การฝากเงิน</h3><ul>' +
          '<li><strong>bKash, Nagad, Rocket:</strong> โดยปกติภายใน 1–5 นาทีหลังส่ง ' +
          'TrxID</li><li><strong>โอนผ่านธนาคาร:</strong> 30 นาทีถึง 3 ' +
          'ชั่วโมงในเวลาทำการของธนาคาร</li>' +
          '<li><strong>USDT:</strong> หลังได้รับการยืนยันบนเครือข่ายครบตามที่กำหนด ' +
          'โดยปกติภายใน 15 นาที</li></ul><h3>การถอนเงิน</h3><ul>' +
          '<li><strong>กระเป๋าเงินมือถือ:</strong> รายการส่วนใหญ่เสร็จสิ้นภายใน 30 ' +
          'นาที</li><li><strong>โอนผ่านธนาคาร:</strong> ภายใน 24 ชั่วโมง ' +
          'และอาจนานกว่านั้นในวันหยุดธนาคาร</li>' +
          '<li><strong>USDT:</strong> โดยปกติภายใน 1 ชั่วโมง</li></ul>' +
          '<h3>เหตุใดบางรายการจึงใช้เวลานานกว่าปกติ</h3>' +
          '<p>ความล่าช้าอาจเกิดจากการปิดปรับปรุงระบบของผู้ให้บริการชำระเงิน TrxID ' +
          'หรือเลขบัญชีไม่ถูกต้อง การยืนยันตัวตน หรือการถอนเงินครั้งแรกของบัญชีใหม่ ' +
          'หากรายการยังไม่เข้าหลังพ้นระยะเวลาข้างต้น ' +
          'โปรดติดต่อฝ่ายบริการลูกค้าพร้อมแจ้ง TrxID แล้วเราจะตรวจสอบให้</p>',
      },
    },
    {
      category: catRules,
      slug: 'term',
      title: {
        bn: 'ব্যবহারের শর্তাবলি',
        en: 'Terms of use',
        th: 'ข้อกำหนดการใช้งาน',
      },
      content: {
        bn:
          '<p>এই শর্তাবলি Khela ওয়েবসাইট ও অ্যাপ ব্যবহারকারী সবার জন্য প্রযোজ্য। ' +
          'অ্যাকাউন্ট খোলার মাধ্যমে আপনি নিশ্চিত করছেন যে আপনি এগুলো পড়েছেন এবং ' +
          'মেনে নিয়েছেন।</p><h3>১. যোগ্যতা</h3>' +
          '<p>আপনার বয়স অবশ্যই <strong>কমপক্ষে ১৮ বছর</strong> হতে হবে এবং আপনার ' +
          'বসবাসের স্থানে অনলাইন গেমিংয়ে অংশ নেওয়া আইনত অনুমোদিত হতে হবে। ' +
          'অপ্রাপ্তবয়স্কের খোলা যেকোনো অ্যাকাউন্ট আমরা বন্ধ করে দিতে পারি এবং জেতা ' +
          'অর্থ আটকে রাখতে পারি।</p><h3>২. একজনের একটি অ্যাকাউন্ট</h3>' +
          '<p>প্রত্যেক ব্যক্তি <strong>শুধুমাত্র একটি Khela অ্যাকাউন্ট</strong> ' +
          'রাখতে পারবেন। ডুপ্লিকেট বা শেয়ার করা অ্যাকাউন্ট বন্ধ করা হতে পারে এবং ' +
          'সংশ্লিষ্ট বোনাস ও তা থেকে জেতা অর্থ বাতিল হতে পারে।</p>' +
          '<h3>৩. পরিচয় যাচাই</h3>' +
          '<p><strong>যেকোনো উত্তোলন প্রক্রিয়া করার আগে আপনার পরিচয়, বয়স ও ' +
          'পেমেন্টের তথ্য যাচাই করার অধিকার আমরা সংরক্ষণ করি।</strong> চাওয়া ' +
          'কাগজপত্র জমা না দেওয়া পর্যন্ত উত্তোলন স্থগিত থাকতে পারে।</p>' +
          '<h3>৪. বোনাস</h3>' +
          '<p>সব বোনাসের সাথে <strong>টার্নওভার (ওয়েজারিং) শর্ত</strong> থাকে, যা ' +
          'পূরণ করার পরেই বোনাসের অর্থ বা তা থেকে জেতা অর্থ উত্তোলন করা যাবে। ' +
          'প্রতিটি প্রমোশনের নির্দিষ্ট শর্ত সেই প্রমোশনের সাথেই দেওয়া থাকে। ' +
          'প্রমোশনের অপব্যবহার করলে বোনাস বাতিল করা হতে পারে।</p>' +
          '<h3>৫. ন্যায্য ব্যবহার</h3>' +
          '<p>প্রতারণা, যোগসাজশ, সফটওয়্যার রোবট ব্যবহার বা কারিগরি ত্রুটির সুযোগ ' +
          'নেওয়া নিষিদ্ধ। এ ধরনের ক্ষেত্রে আমরা সংশ্লিষ্ট বেট বাতিল এবং অ্যাকাউন্ট ' +
          'স্থগিত করতে পারি।</p><h3>৬. পরিবর্তন</h3>' +
          '<p>আমরা সময়ে সময়ে এই শর্তাবলি হালনাগাদ করতে পারি। সর্বশেষ সংস্করণ ' +
          'সবসময় হেল্প সেন্টারে পাওয়া যাবে।</p>',
        en:
          '<p>These terms apply to everyone who uses the Khela website and apps. By ' +
          'opening an account, you confirm that you have read and accepted them.</p>' +
          '<h3>1. Eligibility</h3>' +
          '<p>You must be at least <strong>18 years old</strong> and legally allowed ' +
          'to take part in online gaming where you live. We may close any account ' +
          'opened by a minor and withhold any winnings.</p>' +
          '<h3>2. One account per person</h3>' +
          '<p>Each person may hold <strong>only one Khela account</strong>. ' +
          'Duplicate or shared accounts may be closed, and any bonuses and related ' +
          'winnings may be cancelled.</p><h3>3. Identity verification</h3>' +
          '<p>We reserve the right to <strong>verify your identity, age and payment ' +
          'details before processing any withdrawal</strong>. Withdrawals may be ' +
          'held until the requested documents have been provided.</p>' +
          '<h3>4. Bonuses</h3>' +
          '<p>All bonuses carry <strong>turnover (wagering) requirements</strong> ' +
          'that must be met before bonus funds or related winnings can be withdrawn. ' +
          'The specific terms are shown with each promotion. Abuse of promotions may ' +
          'lead to the bonus being removed.</p><h3>5. Fair use</h3>' +
          '<p>Cheating, collusion, the use of software robots and the exploitation ' +
          'of technical faults are prohibited. In such cases we may void the ' +
          'affected bets and suspend the account.</p><h3>6. Changes</h3>' +
          '<p>We may update these terms from time to time. The current version is ' +
          'always available in the Help Centre.</p>',
        th:
          '<p>ข้อกำหนดเหล่านี้ใช้กับผู้ใช้งานเว็บไซต์และแอป Khela ทุกคน ' +
          'การเปิดบัญชีถือว่าคุณยืนยันว่าได้อ่านและยอมรับข้อกำหนดนี้แล้ว</p>' +
          '<h3>1. คุณสมบัติผู้ใช้งาน</h3>' +
          '<p>คุณต้องมีอายุ<strong>อย่างน้อย 18 ปี</strong> ' +
          'และได้รับอนุญาตตามกฎหมายให้เล่นเกมออนไลน์ในพื้นที่ที่คุณอาศัยอยู่ ' +
          'เราอาจปิดบัญชีที่เปิดโดยผู้เยาว์และระงับเงินรางวัล</p>' +
          '<h3>2. หนึ่งคนหนึ่งบัญชี</h3>' +
          '<p>แต่ละบุคคลมีได้<strong>เพียงหนึ่งบัญชี Khela</strong> เท่านั้น ' +
          'บัญชีซ้ำซ้อนหรือบัญชีที่ใช้ร่วมกันอาจถูกปิด ' +
          'และโบนัสรวมถึงเงินรางวัลที่เกี่ยวข้องอาจถูกยกเลิก</p>' +
          '<h3>3. การยืนยันตัวตน</h3>' +
          '<p>เราขอสงวนสิทธิ์ใน<strong>การตรวจสอบตัวตน อายุ ' +
          'และข้อมูลการชำระเงินของคุณก่อนดำเนินการถอนเงินทุกครั้ง</strong> ' +
          'การถอนเงินอาจถูกระงับไว้จนกว่าจะได้รับเอกสารที่ร้องขอ</p><h3>4. โบนัส</h3>' +
          '<p>โบนัสทุกประเภทมี<strong>เงื่อนไขยอดเทิร์นโอเวอร์ ' +
          '(ยอดเดิมพันหมุนเวียน)</strong> ' +
          'ที่ต้องทำให้ครบก่อนจึงจะถอนเงินโบนัสหรือเงินรางวัลที่เกี่ยวข้องได้ ' +
          'เงื่อนไขเฉพาะจะแสดงไว้กับแต่ละโปรโมชัน ' +
          'การใช้โปรโมชันในทางที่ผิดอาจส่งผลให้โบนัสถูกยกเลิก</p>' +
          '<h3>5. การใช้งานอย่างเป็นธรรม</h3><p>ห้ามโกง สมรู้ร่วมคิด ใช้โปรแกรมบอท ' +
          'หรือใช้ประโยชน์จากข้อผิดพลาดทางเทคนิค ในกรณีดังกล่าว ' +
          'เราอาจยกเลิกการเดิมพันที่เกี่ยวข้องและระงับบัญชีได้</p>' +
          '<h3>6. การเปลี่ยนแปลง</h3><p>เราอาจปรับปรุงข้อกำหนดเหล่านี้เป็นครั้งคราว ' +
          'ฉบับล่าสุดสามารถดูได้ที่ศูนย์ช่วยเหลือเสมอ</p>',
      },
    },
    {
      category: catRules,
      slug: 'privacy-policy',
      title: {
        bn: 'গোপনীয়তা নীতি',
        en: 'Privacy policy',
        th: 'นโยบายความเป็นส่วนตัว',
      },
      content: {
        bn:
          '<p>Khela আপনার গোপনীয়তাকে সম্মান করে। আমরা কোন তথ্য সংগ্রহ করি এবং ' +
          'কীভাবে তা ব্যবহার করি, এই নীতিতে তা ব্যাখ্যা করা হয়েছে।</p>' +
          '<h3>আমরা যে তথ্য সংগ্রহ করি</h3><ul>' +
          '<li>রেজিস্ট্রেশনের তথ্য, যেমন ইউজারনেম, নাম, জন্মতারিখ ও মোবাইল নম্বর</li>' +
          '<li>ডিপোজিট ও উত্তোলন প্রক্রিয়ার জন্য প্রয়োজনীয় পেমেন্ট তথ্য</li>' +
          '<li>যাচাইয়ের প্রয়োজন হলে পরিচয়পত্রের কাগজপত্র</li>' +
          '<li>কারিগরি তথ্য, যেমন আইপি ঠিকানা, ডিভাইসের ধরন ও খেলার ইতিহাস</li></ul>' +
          '<h3>আমরা কীভাবে তথ্য ব্যবহার করি</h3><ul>' +
          '<li>আপনার অ্যাকাউন্ট পরিচালনা ও লেনদেন সম্পন্ন করতে</li>' +
          '<li>আপনার বয়স ও পরিচয় যাচাই এবং প্রতারণা ও মানি লন্ডারিং প্রতিরোধ ' +
          'করতে</li>' +
          '<li>দায়িত্বশীল গেমিং নিশ্চিত করতে এবং আপনার নির্ধারিত সীমা কার্যকর ' +
          'করতে</li><li>সেবা সংক্রান্ত বার্তা এবং আপনার সম্মতি থাকলে প্রমোশনাল অফার ' +
          'পাঠাতে</li></ul><h3>তথ্য শেয়ার ও নিরাপত্তা</h3>' +
          '<p>সেবা প্রদান বা আইনি বাধ্যবাধকতা পূরণের প্রয়োজনে আমরা কেবল পেমেন্ট ' +
          'প্রোভাইডার, গেম স্টুডিও ও সংশ্লিষ্ট কর্তৃপক্ষের সাথে তথ্য শেয়ার করি। ' +
          '<strong>আমরা কখনোই আপনার ব্যক্তিগত তথ্য বিক্রি করি না।</strong> সব তথ্য ' +
          'সীমিত প্রবেশাধিকারসহ সুরক্ষিত সার্ভারে সংরক্ষিত থাকে।</p>' +
          '<h3>আপনার অধিকার</h3>' +
          '<p>আমার অ্যাকাউন্ট থেকে আপনি নিজের তথ্য হালনাগাদ করতে পারেন, যেকোনো সময় ' +
          'প্রচারমূলক বার্তা বন্ধ করতে পারেন, অথবা আইনি রেকর্ড সংরক্ষণের বাধ্যবাধকতা ' +
          'সাপেক্ষে সাপোর্টের কাছে আপনার তথ্যের কপি চাইতে বা তা মুছে ফেলার অনুরোধ ' +
          'করতে পারেন।</p>',
        en:
          '<p>Khela respects your privacy. This policy explains what information we ' +
          'collect and how we use it.</p><h3>What we collect</h3><ul>' +
          '<li>Registration details such as username, name, date of birth and mobile ' +
          'number</li>' +
          '<li>Payment information needed to process deposits and withdrawals</li>' +
          '<li>Identity documents when verification is required</li>' +
          '<li>Technical data such as IP address, device type and gameplay ' +
          'history</li></ul><h3>How we use it</h3><ul>' +
          '<li>To run your account and process your transactions</li>' +
          '<li>To verify your age and identity and to prevent fraud and money ' +
          'laundering</li>' +
          '<li>To support responsible gaming and apply any limits you set</li>' +
          '<li>To send you service messages and, if you agree, promotional ' +
          'offers</li></ul><h3>Sharing and security</h3>' +
          '<p>We share data only with payment providers, game studios and the ' +
          'relevant authorities where this is necessary to provide the service or to ' +
          'meet legal obligations. <strong>We never sell your personal ' +
          'data.</strong> All information is stored on secured servers with ' +
          'restricted access.</p><h3>Your choices</h3>' +
          '<p>You can update your details in My Account, unsubscribe from marketing ' +
          'at any time, or ask support for a copy of your data or for its deletion, ' +
          'subject to legal record-keeping requirements.</p>',
        th:
          '<p>Khela เคารพความเป็นส่วนตัวของคุณ ' +
          'นโยบายนี้อธิบายว่าเราเก็บรวบรวมข้อมูลใดบ้างและนำไปใช้อย่างไร</p>' +
          '<h3>ข้อมูลที่เราเก็บรวบรวม</h3><ul>' +
          '<li>ข้อมูลการสมัคร เช่น ชื่อผู้ใช้ ชื่อ วันเกิด และหมายเลขโทรศัพท์</li>' +
          '<li>ข้อมูลการชำระเงินที่จำเป็นสำหรับการฝากและถอนเงิน</li>' +
          '<li>เอกสารยืนยันตัวตนเมื่อจำเป็นต้องตรวจสอบ</li>' +
          '<li>ข้อมูลทางเทคนิค เช่น ที่อยู่ IP ประเภทอุปกรณ์ และประวัติการเล่น</li>' +
          '</ul><h3>เราใช้ข้อมูลอย่างไร</h3><ul>' +
          '<li>เพื่อดูแลบัญชีและดำเนินธุรกรรมของคุณ</li>' +
          '<li>เพื่อยืนยันอายุและตัวตน รวมถึงป้องกันการฉ้อโกงและการฟอกเงิน</li>' +
          '<li>เพื่อสนับสนุนการเล่นอย่างรับผิดชอบและบังคับใช้ขีดจำกัดที่คุณตั้งไว้</li>' +
          '<li>เพื่อส่งข้อความเกี่ยวกับบริการ ' +
          'และข้อเสนอโปรโมชันหากคุณให้ความยินยอม</li></ul>' +
          '<h3>การเปิดเผยข้อมูลและความปลอดภัย</h3>' +
          '<p>เราเปิดเผยข้อมูลเฉพาะแก่ผู้ให้บริการชำระเงิน สตูดิโอเกม ' +
          'และหน่วยงานที่เกี่ยวข้อง ' +
          'เมื่อจำเป็นต่อการให้บริการหรือเพื่อปฏิบัติตามกฎหมาย ' +
          '<strong>เราไม่ขายข้อมูลส่วนบุคคลของคุณ</strong> ' +
          'ข้อมูลทั้งหมดจัดเก็บบนเซิร์ฟเวอร์ที่ปลอดภัยและจำกัดสิทธิ์การเข้าถึง</p>' +
          '<h3>สิทธิ์ของคุณ</h3><p>คุณสามารถแก้ไขข้อมูลของคุณได้ที่บัญชีของฉัน ' +
          'ยกเลิกการรับข่าวสารการตลาดได้ทุกเมื่อ ' +
          'หรือขอสำเนาข้อมูลหรือขอให้ลบข้อมูลผ่านฝ่ายบริการลูกค้า ' +
          'ทั้งนี้เป็นไปตามข้อกำหนดด้านการเก็บรักษาบันทึกตามกฎหมาย</p>',
      },
    },
    {
      category: catRules,
      slug: 'responsible-gaming',
      title: {
        bn: 'দায়িত্বশীল গেমিং',
        en: 'Responsible gaming',
        th: 'การเล่นอย่างรับผิดชอบ',
      },
      content: {
        bn:
          '<p>Khela-তে গেমিং মানে আনন্দ। নিজের নিয়ন্ত্রণ বজায় রাখতে আমরা বিভিন্ন ' +
          'টুল দিয়ে থাকি এবং এই দায়িত্বকে আমরা গুরুত্বের সাথে নিই। Khela শুধুমাত্র ' +
          '<strong>১৮+</strong> প্রাপ্তবয়স্কদের জন্য।</p><h3>সীমা নির্ধারণ</h3>' +
          '<p><strong>আমার অ্যাকাউন্ট → দায়িত্বশীল গেমিং</strong> থেকে আপনি দৈনিক, ' +
          'সাপ্তাহিক বা মাসিক <strong>ডিপোজিট সীমা</strong>, <strong>লস ' +
          'সীমা</strong> ও <strong>বেট সীমা</strong> নির্ধারণ করতে পারেন। সীমা কমালে ' +
          'তা সঙ্গে সঙ্গে কার্যকর হয়; বাড়ালে কার্যকর হয় ২৪ ঘণ্টা পরে।</p>' +
          '<h3>টাইম-আউট</h3>' +
          '<p>বিরতি দরকার? <strong>২৪ ঘণ্টা থেকে ৬ সপ্তাহ পর্যন্ত</strong> টাইম-আউট ' +
          'নিন। এই সময়ে আপনি খেলতে বা ডিপোজিট করতে পারবেন না।</p>' +
          '<h3>স্ব-বর্জন (সেলফ-এক্সক্লুশন)</h3>' +
          '<p>আরও দীর্ঘ বিরতির প্রয়োজন মনে হলে <strong>কমপক্ষে ৬ মাসের</strong> ' +
          'জন্য স্ব-বর্জন বেছে নিতে পারেন। পুরো সময় জুড়ে আপনার অ্যাকাউন্ট বন্ধ ' +
          'থাকবে এবং মেয়াদ শেষ হওয়ার আগে তা আর খোলা যাবে না। এই সময়ে আমরা আপনাকে ' +
          'কোনো প্রমোশনও পাঠাব না।</p><h3>রিয়েলিটি চেক</h3>' +
          '<p>প্রতি ১৫, ৩০ বা ৬০ মিনিট পরপর একটি <strong>রিয়েলিটি চেক</strong> ' +
          'রিমাইন্ডার সেট করুন, যা দেখাবে আপনি কতক্ষণ ধরে খেলছেন এবং আপনার নিট ফলাফল ' +
          'কত।</p><h3>সতর্ক সংকেত ও সাহায্য</h3><ul>' +
          '<li>পরিকল্পনার চেয়ে বেশি টাকা বা সময় খরচ করা</li>' +
          '<li>হারানো টাকা ফেরত পেতে বারবার খেলা, কিংবা ধার করে খেলা</li>' +
          '<li>গেমিংয়ের কারণে কাজ, পড়াশোনা বা পরিবারে প্রভাব পড়া</li></ul>' +
          '<p>এগুলোর কোনোটি আপনার সাথে মিলে গেলে আমাদের সাপোর্ট টিমের সাথে যোগাযোগ ' +
          'করুন, তারা আপনার জন্য সীমা নির্ধারণ করে দিতে পারবে। এছাড়া ' +
          '<strong>Gamblers Anonymous</strong> বা <strong>GamCare</strong>-এর মতো ' +
          'স্বাধীন সংস্থা, অথবা আপনার কাছাকাছি কোনো মানসিক স্বাস্থ্য বিশেষজ্ঞের কাছ ' +
          'থেকে গোপনীয়ভাবে সাহায্য নিতে পারেন।</p>',
        en:
          '<p>At Khela, gaming is meant to be fun. We provide tools to help you stay ' +
          'in control, and we take this responsibility seriously. Khela is for ' +
          'adults aged <strong>18+</strong> only.</p><h3>Limits</h3>' +
          '<p>In <strong>My Account → Responsible Gaming</strong> you can set daily, ' +
          'weekly or monthly <strong>deposit limits</strong>, <strong>loss ' +
          'limits</strong> and <strong>wager limits</strong>. Lowering a limit takes ' +
          'effect immediately; raising one takes effect after 24 hours.</p>' +
          '<h3>Time-out</h3>' +
          '<p>Need a break? Take a <strong>time-out of 24 hours up to 6 ' +
          'weeks</strong>. During this period you will not be able to play or make ' +
          'deposits.</p><h3>Self-exclusion</h3>' +
          '<p>If you feel you need a longer break, you can self-exclude for ' +
          '<strong>a minimum of 6 months</strong>. Your account will be closed for ' +
          'the whole period and cannot be reopened early. We will also stop sending ' +
          'you promotions.</p><h3>Reality checks</h3>' +
          '<p>Set a <strong>reality check</strong> reminder every 15, 30 or 60 ' +
          'minutes that shows how long you have been playing and your net result.</p>' +
          '<h3>Warning signs and where to find help</h3><ul>' +
          '<li>Spending more money or time than you planned</li>' +
          '<li>Chasing losses, or borrowing money to play</li>' +
          '<li>Gaming affecting your work, studies or family</li></ul>' +
          '<p>If any of this sounds familiar, contact our support team, who can set ' +
          'limits for you. You can also get confidential help from independent ' +
          'organisations such as <strong>Gamblers Anonymous</strong> or ' +
          '<strong>GamCare</strong>, or from a mental health professional near ' +
          'you.</p>',
        th:
          '<p>ที่ Khela การเล่นเกมคือความสนุก ' +
          'เรามีเครื่องมือที่ช่วยให้คุณควบคุมการเล่นได้ ' +
          'และเราให้ความสำคัญกับความรับผิดชอบนี้อย่างจริงจัง Khela ' +
          'สำหรับผู้ที่มีอายุ <strong>18 ปีขึ้นไป</strong>เท่านั้น</p>' +
          '<h3>การตั้งขีดจำกัด</h3>' +
          '<p>ที่ <strong>บัญชีของฉัน → การเล่นอย่างรับผิดชอบ</strong> ' +
          'คุณสามารถตั้ง<strong>ขีดจำกัดการฝาก</strong> ' +
          '<strong>ขีดจำกัดการเสีย</strong> และ<strong>ขีดจำกัดการเดิมพัน</strong> ' +
          'แบบรายวัน รายสัปดาห์ หรือรายเดือนได้ การลดขีดจำกัดมีผลทันที ' +
          'ส่วนการเพิ่มขีดจำกัดจะมีผลหลังจาก 24 ชั่วโมง</p>' +
          '<h3>พักการเล่น (Time-out)</h3>' +
          '<p>อยากพักสักหน่อย? เลือก<strong>พักการเล่นได้ตั้งแต่ 24 ชั่วโมงถึง 6 ' +
          'สัปดาห์</strong> ระหว่างนี้คุณจะไม่สามารถเล่นหรือฝากเงินได้</p>' +
          '<h3>การระงับตนเอง (Self-exclusion)</h3>' +
          '<p>หากคุณรู้สึกว่าต้องการพักนานขึ้น ' +
          'สามารถขอระงับตนเองได้<strong>อย่างน้อย 6 เดือน</strong> ' +
          'บัญชีของคุณจะถูกปิดตลอดระยะเวลาดังกล่าวและไม่สามารถเปิดใช้ก่อนกำหนดได้ ' +
          'และเราจะหยุดส่งโปรโมชันถึงคุณด้วย</p>' +
          '<h3>การแจ้งเตือนเวลาเล่น (Reality check)</h3>' +
          '<p>ตั้ง<strong>การแจ้งเตือนเวลาเล่น</strong>ทุก 15, 30 หรือ 60 นาที ' +
          'เพื่อแสดงระยะเวลาที่คุณเล่นไปแล้วและผลได้เสียสุทธิ</p>' +
          '<h3>สัญญาณเตือนและแหล่งช่วยเหลือ</h3><ul>' +
          '<li>ใช้เงินหรือเวลามากกว่าที่ตั้งใจไว้</li>' +
          '<li>เล่นเพื่อเอาคืนสิ่งที่เสียไป หรือกู้ยืมเงินมาเล่น</li>' +
          '<li>การเล่นเกมส่งผลกระทบต่อการงาน การเรียน หรือครอบครัว</li></ul>' +
          '<p>หากคุณมีสัญญาณเหล่านี้ โปรดติดต่อทีมบริการลูกค้า ' +
          'ซึ่งสามารถตั้งขีดจำกัดให้คุณได้ ' +
          'หรือขอความช่วยเหลือแบบเป็นความลับจากองค์กรอิสระ เช่น <strong>Gamblers ' +
          'Anonymous</strong> หรือ <strong>GamCare</strong> ' +
          'รวมถึงผู้เชี่ยวชาญด้านสุขภาพจิตใกล้บ้านคุณ</p>',
      },
    },
    {
      category: catRules,
      slug: 'game-rules',
      title: {
        bn: 'গেমের নিয়মাবলি: সংক্ষিপ্ত ধারণা',
        en: 'Game rules overview',
        th: 'ภาพรวมกติกาเกม',
      },
      content: {
        bn:
          '<p>Khela-র প্রতিটি গেমের নিজস্ব বিস্তারিত নিয়ম রয়েছে, যা গেমের ভেতরের ' +
          'তথ্য (i) আইকন থেকে দেখা যায়। নিচে সংক্ষেপে একটি ধারণা দেওয়া হলো।</p><ul>' +
          '<li><strong>স্লট:</strong> ফলাফল নির্ধারিত হয় সার্টিফায়েড RNG (দৈব ' +
          'সংখ্যা উৎপাদক) দ্বারা। প্রতিটি গেমের তথ্য স্ক্রিনে রিটার্ন টু প্লেয়ার ' +
          '(RTP) দেখানো থাকে।</li>' +
          '<li><strong>লটারি:</strong> প্রতিটি ড্রয়ের আগে বেট নেওয়া বন্ধ হয়ে ' +
          'যায়; ফলাফল আসে অফিশিয়াল বা সার্টিফায়েড ড্র উৎস থেকে।</li>' +
          '</ul><h3>সাধারণ নিয়ম</h3>' +
          '<p>কোনো কারিগরি ত্রুটি ঘটলে সংশ্লিষ্ট সব বেট ও পেআউট বাতিল বলে গণ্য হবে। ' +
          'সংযোগ বিচ্ছিন্ন হলে গেমের নিয়ম অনুযায়ী আপনার গেম রাউন্ডটি ' +
          'স্বয়ংক্রিয়ভাবে সম্পন্ন হবে।</p>',
        en:
          '<p>Every game on Khela has its own detailed rules, which you can open ' +
          'from the information (i) icon inside the game. Here is a short ' +
          'overview.</p><ul>' +
          '<li><strong>Slots:</strong> results are decided by a certified random ' +
          'number generator (RNG). The return to player (RTP) is shown on each ' +
          "game's info screen.</li>" +
          '<li><strong>Lottery:</strong> betting closes before each draw; results ' +
          'come from the official or certified draw source.</li>' +
          '</ul><h3>General rules</h3>' +
          '<p>In the event of a malfunction, all affected bets and payouts are void. ' +
          'If you lose your connection, your game round is completed automatically ' +
          "according to the game's rules.</p>",
        th:
          '<p>แต่ละเกมใน Khela มีกติกาโดยละเอียดของตัวเอง ' +
          'ซึ่งเปิดดูได้จากไอคอนข้อมูล (i) ภายในเกม ต่อไปนี้คือภาพรวมโดยสังเขป</p>' +
          '<ul><li><strong>สล็อต:</strong> ผลลัพธ์ตัดสินโดยระบบสุ่มตัวเลข (RNG) ' +
          'ที่ผ่านการรับรอง อัตราการจ่ายคืนผู้เล่น (RTP) ' +
          'แสดงอยู่ในหน้าข้อมูลของแต่ละเกม</li>' +
          '<li><strong>ลอตเตอรี่:</strong> ปิดรับแทงก่อนการออกผลแต่ละงวด ' +
          'ผลรางวัลมาจากแหล่งออกผลอย่างเป็นทางการหรือที่ผ่านการรับรอง</li>' +
          '</ul><h3>กฎทั่วไป</h3>' +
          '<p>หากระบบเกิดความผิดปกติ ' +
          'การเดิมพันและการจ่ายเงินที่ได้รับผลกระทบทั้งหมดถือเป็นโมฆะ ' +
          'หากการเชื่อมต่อขาดหาย ' +
          'รอบเกมของคุณจะดำเนินการจนจบโดยอัตโนมัติตามกติกาของเกม</p>',
      },
    },
  ],
  licences: [
    {
      jurisdiction: {
        bn: 'মাল্টা',
        en: 'Malta',
        th: 'มอลตา',
      },
      body: {
        bn:
          'Khela-র ডেমো কার্যক্রম মাল্টা গেমিং অথরিটির (MGA) গেমিং লাইসেন্স কাঠামোর ' +
          'অধীনে পরিচালিত হয়। লাইসেন্সের বিস্তারিত তথ্য অপারেটর কর্তৃক প্রকাশিত।',
        en:
          'Khela demo operations are conducted under a gaming licence framework of ' +
          'the Malta Gaming Authority (MGA). Licence details are published by the ' +
          'operator.',
        th:
          'การดำเนินงานเดโมของ Khela อยู่ภายใต้กรอบใบอนุญาตการพนันของ Malta Gaming ' +
          'Authority (MGA) รายละเอียดใบอนุญาตเผยแพร่โดยผู้ให้บริการ',
      },
    },
    {
      jurisdiction: {
        bn: 'ব্রিটিশ ভার্জিন দ্বীপপুঞ্জ',
        en: 'British Virgin Islands',
        th: 'หมู่เกาะบริติชเวอร์จิน',
      },
      body: {
        bn:
          'Khela-র ডেমো কার্যক্রম ব্রিটিশ ভার্জিন দ্বীপপুঞ্জের গেমিং অ্যান্ড বেটিং ' +
          'কন্ট্রোল কমিশনের নিয়ন্ত্রক কাঠামোর অধীনে পরিচালিত হয়। লাইসেন্সের ' +
          'বিস্তারিত তথ্য অপারেটর কর্তৃক প্রকাশিত।',
        en:
          'Khela demo operations are conducted under the gaming regulatory framework ' +
          'of the British Virgin Islands Gaming and Betting Control Commission. ' +
          'Licence details are published by the operator.',
        th:
          'การดำเนินงานเดโมของ Khela อยู่ภายใต้กรอบการกำกับดูแลของ Gaming and ' +
          'Betting Control Commission แห่งหมู่เกาะบริติชเวอร์จิน ' +
          'รายละเอียดใบอนุญาตเผยแพร่โดยผู้ให้บริการ',
      },
    },
    {
      jurisdiction: {
        bn: 'ফিলিপাইন',
        en: 'Philippines',
        th: 'ฟิลิปปินส์',
      },
      body: {
        bn:
          'Khela-র ডেমো কার্যক্রম ফিলিপাইন অ্যামিউজমেন্ট অ্যান্ড গেমিং কর্পোরেশনের ' +
          '(PAGCOR) গেমিং লাইসেন্স কাঠামোর অধীনে পরিচালিত হয়। লাইসেন্সের বিস্তারিত ' +
          'তথ্য অপারেটর কর্তৃক প্রকাশিত।',
        en:
          'Khela demo operations are conducted under a gaming licence framework of ' +
          'the Philippine Amusement and Gaming Corporation (PAGCOR). Licence details ' +
          'are published by the operator.',
        th:
          'การดำเนินงานเดโมของ Khela อยู่ภายใต้กรอบใบอนุญาตการพนันของ Philippine ' +
          'Amusement and Gaming Corporation (PAGCOR) ' +
          'รายละเอียดใบอนุญาตเผยแพร่โดยผู้ให้บริการ',
      },
    },
  ],
};
