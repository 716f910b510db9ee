/**
 * Traditional Chinese characters (Taiwan, Hong Kong) and their simplified forms, for the words a
 * kitchen app hears: the engine's word lists and the food catalogue are written in simplified
 * characters, and a request in traditional ones ("買了兩顆高麗菜") is read as the same words.
 * The two strings pair up character by character.
 */
const TRADITIONAL =
  '買賣兩顆雞鴨鵝購單計時鐘剛麵機個櫃凍過這裡裏還點東湯鍋爐電飯們來請幫給記錄麼嗎沒' +
  '後種類與將從換為無麩質製堅純魚蝦豬醬鹽麥蔥薑蘿蔔檸蘋優飲週頓壓氣攪葉蘭筍黃綠紅馬' +
  '鈴餅乾熱庫補貨聽條隻盤轉幾夠該壞變臨趕緊盡設開關語說讓劃備張裝櫥儲間雜謝邊歡愛樣' +
  '讀聲發現見覺學選擇據麗鳳蓮棗糧滷燒煉燉饅頭餃餛飩豐廚臺檯燈錢價貴訂館廳溫涼鮮醃漬' +
  '穀絲線細塊團捲綑紮壺鏟餘舊爛黴號譜準畫訊帳戶碼掃標籤車員鄰夥減寵醫藥懷嬰兒歲齒體' +
  '營養維礦鈣鐵鋅鎂鉀鈉纖漿調烏龍蓋濾層屜門護丟運達預約飛遊風譯義韓話簡郵樂奮鍵腦網' +
  '頁靈鬆鬍萊蘆藍櫻餚飪膩鹹濃滿壇甕釀罈灣帶係貝蠔鱈鮭鮪鯛鰻蠣鮑參窩黨雲鋁紙錫壽糰餡' +
  '餞漢羅萵牆鑰閉閒總覽頻傳顯屬歷稱寫輸數確認註冊觀區錶鬧響燜煙燻蘇欖腸臘鳥蕪鬱籠進諗' +
  '脫侖崙囌滅動痠諾瑪爾軟幹佈傢費誇剋鷄臍緑樹釐獼異紋鰐鱷聖圓衚綵櫛彿閤針鍼歐絞菸納薩鱸' +
  '寶鯽鱒鯖鮐圍對鷹麪麫國秈掛鏇鼕寬蕎卽齣師墰壜罎髮澱綿楓魯陳媽餬縮蕓槍長饢麯麴奧亞氫硃' +
  '覈錦貼閣淩夢茲匯彙滙園凈淨餾嵗脈鵬檳颱眞華處鑊鑄琺竈膠韆昇陞盃箇闆鈡鍾嘍餵麽喫囉刪賬' +
  '銷閱閲舘餓聞會脩辦潔貓説葯詩賽統纔曆險閘爲誰於摺頂別彆儘餿翫斷較曬薦規啓啟敎導編輯鏈' +
  '採擾題幣資攝録繼終搶迴擱嚴猶瀉遠離噹當棄結煩經親殺葷鐺復複場聯燙篩魷鴿鵪鶉蜆莧薺鯉鯧' +
  '鱔饞飽餌饃粵燴熗溼濕殼腎膽臟髒勻鱖蠶齋嚐嘗糉灑鹵鉢缽順';
const SIMPLIFIED =
  '买卖两颗鸡鸭鹅购单计时钟刚面机个柜冻过这里里还点东汤锅炉电饭们来请帮给记录么吗没' +
  '后种类与将从换为无麸质制坚纯鱼虾猪酱盐麦葱姜萝卜柠苹优饮周顿压气搅叶兰笋黄绿红马' +
  '铃饼干热库补货听条只盘转几够该坏变临赶紧尽设开关语说让划备张装橱储间杂谢边欢爱样' +
  '读声发现见觉学选择据丽凤莲枣粮卤烧炼炖馒头饺馄饨丰厨台台灯钱价贵订馆厅温凉鲜腌渍' +
  '谷丝线细块团卷捆扎壶铲余旧烂霉号谱准画讯账户码扫标签车员邻伙减宠医药怀婴儿岁齿体' +
  '营养维矿钙铁锌镁钾钠纤浆调乌龙盖滤层屉门护丢运达预约飞游风译义韩话简邮乐奋键脑网' +
  '页灵松胡莱芦蓝樱肴饪腻咸浓满坛瓮酿坛湾带系贝蚝鳕鲑鲔鲷鳗蛎鲍参窝党云铝纸锡寿团馅' +
  '饯汉罗莴墙钥闭闲总览频传显属历称写输数确认注册观区表闹响焖烟熏苏榄肠腊鸟芜郁笼进谂' +
  '脱仑仑苏灭动酸诺玛尔软干布家费夸克鸡脐绿树厘猕异纹鳄鳄圣圆胡彩栉佛合针针欧绞烟纳萨鲈' +
  '宝鲫鳟鲭鲐围对鹰面面国籼挂旋冬宽荞即出师坛坛坛发淀绵枫鲁陈妈糊缩芸枪长馕曲曲奥亚氢朱' +
  '核锦贴阁凌梦兹汇汇汇园净净馏岁脉鹏槟台真华处镬铸珐灶胶千升升杯个板钟钟喽喂么吃啰删账' +
  '销阅阅馆饿闻会修办洁猫说药诗赛统才历险闸为谁于折顶别别尽馊玩断较晒荐规启启教导编辑链' +
  '采扰题币资摄录继终抢回搁严犹泻远离当当弃结烦经亲杀荤铛复复场联烫筛鱿鸽鹌鹑蚬苋荠鲤鲳' +
  '鳝馋饱饵馍粤烩炝湿湿壳肾胆脏脏匀鳜蚕斋尝尝粽洒卤钵钵顺';

let simplified: Map<string, string> | undefined;

/** Text with its traditional characters written in their simplified forms; other text unchanged. */
export function toSimplified(text: string): string {
  if (!/\p{Script=Han}/u.test(text)) return text;
  simplified ??= new Map([...TRADITIONAL].map((char, i) => [char, SIMPLIFIED[i]!]));
  return text.replace(/\p{Script=Han}/gu, (char) => simplified!.get(char) ?? char);
}
