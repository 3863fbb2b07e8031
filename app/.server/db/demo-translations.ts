/**
 * The demo content in the guests' other languages, as staff would translate it in the back office: by English name,
 * [name, description] in Korean, Simplified Chinese, Traditional Chinese and Japanese.
 */
import type { ContentTranslations } from '~/lib/content-translations'
import { DEMO_DRINK_TEXTS } from './demo-drink-texts'
import { DEMO_FOOD_TEXTS } from './demo-food-texts'
import type { Four, Pair } from './demo-text-types'

/** Staff's translations from the four texts of each language; `fields` names what each text is. */
function translations<T extends readonly string[]>(texts: Four<T>, fields: readonly string[]): ContentTranslations {
  const [ko, zhHans, zhHant, ja] = texts
  const of = (t: T) => Object.fromEntries(fields.map((field, i) => [field, t[i] ?? '']))
  return { ko: of(ko), 'zh-Hans': of(zhHans), 'zh-Hant': of(zhHant), ja: of(ja) }
}

const CATEGORIES: Record<string, Four<string>> = {
  breakfast: ['아침 식사', '早餐', '早餐', '朝食'],
  appetizers: ['애피타이저', '开胃菜', '開胃菜', '前菜'],
  soups: ['수프', '汤品', '湯品', 'スープ'],
  'main-dishes': ['메인 요리', '主菜', '主菜', 'メイン料理'],
  sides: ['사이드', '配菜', '配菜', 'サイドメニュー'],
  desserts: ['디저트', '甜点', '甜點', 'デザート'],
  vegetarian: ['채식', '素食', '素食', 'ベジタリアン'],
  coffee: ['커피', '咖啡', '咖啡', 'コーヒー'],
  wines: ['와인', '葡萄酒', '葡萄酒', 'ワイン'],
  beers: ['맥주', '啤酒', '啤酒', 'ビール'],
  spirits: ['증류주', '烈酒', '烈酒', 'スピリッツ'],
  cocktails: ['칵테일', '鸡尾酒', '調酒', 'カクテル'],
  'non-alcoholics': ['논알코올 음료', '无酒精饮品', '無酒精飲品', 'ノンアルコール'],
}

const OFFERS: Record<string, Four<string>> = {
  'San Miguel Pale Pilsen': ['산 미구엘 페일 필젠', '生力啤酒', '生力啤酒', 'サンミゲル・ペールピルセン'],
  'Red Horse Beer': ['레드 호스 맥주', '红马啤酒', '紅馬啤酒', 'レッドホース・ビール'],
  'Mango Margarita': ['망고 마르가리타', '芒果玛格丽特', '芒果瑪格麗特', 'マンゴーマルガリータ'],
  'Calamansi Mojito': ['깔라만시 모히토', '青柠莫吉托', '四季桔莫希托', 'カラマンシーモヒート'],
  'Pina Colada': ['피냐 콜라다', '椰林飘香', '鳳梨可樂達', 'ピニャコラーダ'],
  'Tanduay Rum & Coke': ['탄두아이 럼 & 콜라', '坦杜艾朗姆可乐', '坦杜艾蘭姆可樂', 'タンドゥアイ・ラムコーク'],
  'Sunset Bucket (5 beers)': ['선셋 버킷 (맥주 5병)', '日落啤酒桶（5瓶啤酒）', '日落啤酒桶（5瓶啤酒）', 'サンセットバケツ（ビール5本）'],
  'Frozen Strawberry Daiquiri': ['프로즌 딸기 다이키리', '冰冻草莓代基里', '冰凍草莓黛綺莉', 'フローズン・ストロベリーダイキリ'],
}

const EVENTS: Record<string, Four<Pair>> = {
  'Sunset Acoustic Sessions': [
    ['선셋 어쿠스틱 세션', '화이트 비치에 해가 질 무렵, 모래 위에서 현지 어쿠스틱 듀오가 연주합니다. 입장 무료.'],
    ['日落原声音乐会', '白沙滩日落时分，本地原声二人组在沙滩上演出。免费入场。'],
    ['日落不插電音樂會', '白沙灘夕陽西下時，在地不插電二人組在沙灘上演出。免費入場。'],
    ['サンセット・アコースティック・セッション', 'ホワイトビーチに日が沈むころ、砂浜で地元のアコースティックデュオが演奏。入場無料。'],
  ],
  'Fire Dance Night': [
    ['파이어 댄스 나이트', '저녁 식사 후 보라카이 파이어 댄서들이 해변을 밝힙니다. 비치 테이블에서 보면 가장 좋아요.'],
    ['火舞之夜', '晚餐后，长滩岛火舞表演点亮海岸。坐在海滩座位观赏最佳。'],
    ['火舞之夜', '晚餐後，長灘島火舞表演點亮海岸。坐在海灘座位觀賞最佳。'],
    ['ファイヤーダンス・ナイト', 'ディナーの後、ボラカイのファイヤーダンサーが浜辺を照らします。ビーチ席からの眺めが最高です。'],
  ],
  'Boodle Fight Sunday': [
    ['부들 파이트 선데이', '바나나 잎 위에 차려 테이블 모두가 함께 즐기는 필리핀식 만찬. 단체는 미리 예약하세요.'],
    ['周日芭蕉叶大餐', '铺在芭蕉叶上、全桌共享的菲律宾盛宴。团体请提前预订。'],
    ['週日芭蕉葉大餐', '鋪在芭蕉葉上、全桌共享的菲律賓盛宴。團體請提前訂位。'],
    ['ブードルファイト・サンデー', 'バナナの葉に盛り付けてテーブルみんなで楽しむフィリピンのごちそう。グループは事前予約を。'],
  ],
}

const GALLERY: Record<string, Four<string>> = {
  'Restaurant Interior': ['레스토랑 내부', '餐厅内景', '餐廳內景', 'レストランの店内'],
  'Bar Area': ['바 공간', '吧台区', '吧檯區', 'バーエリア'],
  Pool: ['수영장', '泳池', '泳池', 'プール'],
  'Beach View': ['해변 전망', '海滩景色', '海灘景色', 'ビーチの眺め'],
  'Signature Dish': ['시그니처 요리', '招牌菜', '招牌菜', '看板料理'],
  'Dining Setup': ['테이블 세팅', '餐桌布置', '餐桌佈置', 'テーブルセッティング'],
}

const NONE: ContentTranslations = {}
const single = (texts: Four<string>): Four<readonly [string]> => [[texts[0]], [texts[1]], [texts[2]], [texts[3]]]

/** A demo menu item's translations, by its English name (none for a name not listed, such as the extras marker). */
export function demoMenuItemTranslations(name: string): ContentTranslations {
  const texts = DEMO_FOOD_TEXTS[name] ?? DEMO_DRINK_TEXTS[name]
  return texts ? translations(texts, ['name', 'description']) : NONE
}

/** A demo category's translated name, by its slug. */
export function demoCategoryTranslations(slug: string): ContentTranslations {
  const texts = CATEGORIES[slug]
  return texts ? translations(single(texts), ['name']) : NONE
}

export function demoOfferTranslations(name: string): ContentTranslations {
  const texts = OFFERS[name]
  return texts ? translations(single(texts), ['name']) : NONE
}

export function demoEventTranslations(title: string): ContentTranslations {
  const texts = EVENTS[title]
  return texts ? translations(texts, ['title', 'description']) : NONE
}

/** A demo photo's translated caption, by its English caption. */
export function demoGalleryTranslations(alt: string): ContentTranslations {
  const texts = GALLERY[alt]
  return texts ? translations(single(texts), ['alt']) : NONE
}

/** The slugs of the demo categories that have translations. */
export const DEMO_CATEGORY_SLUGS = Object.keys(CATEGORIES)
