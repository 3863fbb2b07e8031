import { type DrinkCategory, EXTRAS_SECTION, type MenuCategory } from '~/lib/constants'
import type { DietLabel } from '~/lib/diet'
import { addDays } from '~/lib/dates'
import { eventTimes } from '~/lib/event-times'
import { venueToday } from '~/lib/venue-time'

interface DemoMenuItem {
  name: string
  description: string
  /** pesos; stored as centavos */
  pesos: number
  isSpecial?: boolean
  dietLabels?: DietLabel[]
}

const extrasMarker: DemoMenuItem = { name: EXTRAS_SECTION, description: '', pesos: 0 }

/**
 * The demo menu, in insertion order: ids follow this order, so breakfast is ids 1-6,
 * EXTRAS_SECTION is id 7 and the twelve breakfast extras are ids 8-19.
 */
export const demoMenu: Array<[MenuCategory | DrinkCategory, DemoMenuItem[]]> = [
  [
    'breakfast',
    [
      { name: 'Tapsilog', description: 'Cured beef tapa, garlic fried rice, fried egg and atchara', pesos: 320 },
      { name: 'Longsilog', description: 'Sweet Lucban longganisa, garlic rice, fried egg and spiced vinegar', pesos: 290 },
      { name: 'Island Pancakes', description: 'Fluffy pancakes with caramelised banana, coconut cream and muscovado syrup', pesos: 260, dietLabels: ['vegetarian'] },
      { name: 'Beach Bar Big Breakfast', description: 'Two eggs, bacon, sausage, grilled tomato, hash brown and toast', pesos: 450, isSpecial: true },
      { name: 'Mango Yogurt Bowl', description: 'Greek yogurt, Guimaras mango, granola, chia and local honey', pesos: 280, dietLabels: ['vegetarian', 'gluten-free'] },
      { name: 'Eggs Benedict', description: 'Poached eggs, smoked ham and hollandaise on a toasted English muffin', pesos: 380 },
      extrasMarker,
      { name: 'Extra egg', description: 'Fried, scrambled or poached', pesos: 45 },
      { name: 'Garlic rice', description: 'One cup of garlic fried rice', pesos: 60 },
      { name: 'Plain rice', description: 'One cup of steamed rice', pesos: 40 },
      { name: 'Bacon', description: 'Three strips of smoked bacon', pesos: 120 },
      { name: 'Sausage', description: 'Two grilled pork sausages', pesos: 110 },
      { name: 'Toast', description: 'Two slices with butter and jam', pesos: 60 },
      { name: 'Hash brown', description: 'Crispy potato hash brown', pesos: 70 },
      { name: 'Avocado', description: 'Half a sliced avocado', pesos: 90 },
      { name: 'Sauteed mushrooms', description: 'Button mushrooms with garlic butter', pesos: 90 },
      { name: 'Grilled tomato', description: 'Half a tomato, grilled with herbs', pesos: 50 },
      { name: 'Fresh fruit plate', description: 'Mango, pineapple, papaya and banana', pesos: 150 },
      { name: 'Longganisa', description: 'Two pieces of sweet Lucban longganisa', pesos: 100 },
    ],
  ],
  [
    'appetizers',
    [
      { name: 'Kinilaw na Tanigue', description: 'Spanish mackerel cured in coconut vinegar, calamansi, ginger and chili', pesos: 420, isSpecial: true, dietLabels: ['gluten-free', 'dairy-free', 'spicy'] },
      { name: 'Crispy Calamari', description: 'Lightly battered squid rings with garlic aioli', pesos: 380 },
      { name: 'Lumpiang Shanghai', description: 'Pork and vegetable spring rolls with sweet chili dip', pesos: 260 },
      { name: 'Sizzling Sisig', description: 'Chopped pork with onions, chili and calamansi on a hot plate', pesos: 390, dietLabels: ['spicy'] },
      { name: 'Garlic Butter Shrimp', description: 'Sauteed shrimp in garlic butter with toasted bread', pesos: 450 },
    ],
  ],
  [
    'soups',
    [
      { name: 'Sinigang na Hipon', description: 'Shrimp in tamarind broth with kangkong, radish and long beans', pesos: 420 },
      { name: 'Bulalo', description: 'Slow-cooked beef shank and bone marrow soup with corn and cabbage', pesos: 520 },
      { name: 'Tinolang Manok', description: 'Chicken in ginger broth with green papaya and chili leaves', pesos: 340 },
      { name: 'Seafood Chowder', description: 'Creamy chowder of fish, mussels and shrimp', pesos: 380 },
    ],
  ],
  [
    'main-dishes',
    [
      { name: 'Grilled Catch of the Day', description: 'Whole local fish grilled over coals, served with ensaladang talong', pesos: 680, isSpecial: true },
      { name: 'Chicken Inasal', description: 'Bacolod-style grilled chicken with annatto oil and garlic rice', pesos: 390 },
      { name: 'Pork Adobo', description: 'Pork belly braised in soy, vinegar, garlic and bay leaf', pesos: 380 },
      { name: 'Crispy Pata', description: 'Deep-fried pork knuckle with soy-vinegar dip, good for sharing', pesos: 890 },
      { name: 'Kare-Kare', description: 'Oxtail and vegetables in peanut sauce with bagoong', pesos: 620 },
      { name: 'Beach Burger', description: 'Beef patty, cheddar, pineapple, bacon and fries', pesos: 480 },
    ],
  ],
  [
    'sides',
    [
      { name: 'French Fries', description: 'Crispy fries with ketchup', pesos: 180 },
      { name: 'Ensaladang Mangga', description: 'Green mango, tomato and onion salad with bagoong', pesos: 160 },
      { name: 'Garlic Kangkong', description: 'Water spinach sauteed with garlic', pesos: 170 },
      { name: 'Java Rice', description: 'Turmeric and annatto fried rice', pesos: 90 },
    ],
  ],
  [
    'desserts',
    [
      { name: 'Halo-Halo', description: 'Shaved ice, sweet beans, jellies, leche flan and ube ice cream', pesos: 250, isSpecial: true },
      { name: 'Mango Float', description: 'Layers of graham, cream and ripe mango', pesos: 220 },
      { name: 'Turon a la Mode', description: 'Banana and jackfruit spring rolls with vanilla ice cream', pesos: 210 },
      { name: 'Leche Flan', description: 'Classic caramel custard', pesos: 180, dietLabels: ['vegetarian', 'gluten-free'] },
    ],
  ],
  [
    'vegetarian',
    [
      { name: 'Tofu Sisig', description: 'Crispy tofu with onions, chili and calamansi on a hot plate', pesos: 320, dietLabels: ['vegan', 'spicy'] },
      { name: 'Ginataang Gulay', description: 'Squash, long beans and eggplant in coconut milk', pesos: 300, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Vegetable Pancit Canton', description: 'Stir-fried egg noodles with seasonal vegetables', pesos: 290 },
      { name: 'Grilled Veggie Wrap', description: 'Grilled eggplant, peppers, hummus and greens in a tortilla', pesos: 310, dietLabels: ['vegetarian', 'contains-nuts'] },
      extrasMarker,
      { name: 'Extra tofu', description: 'Crispy tofu cubes', pesos: 80 },
      { name: 'Brown rice', description: 'One cup of steamed brown rice', pesos: 60 },
      { name: 'Side salad', description: 'Mixed greens with calamansi dressing', pesos: 120 },
    ],
  ],
  [
    'coffee',
    [
      { name: 'Café con Leche', description: 'Double espresso with steamed milk', pesos: 160, dietLabels: ['vegetarian', 'gluten-free'] },
      { name: 'Barako Brew', description: 'Strong Batangas Liberica coffee, brewed black', pesos: 120, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Iced Coconut Latte', description: 'Espresso over ice with coconut milk and muscovado', pesos: 190, dietLabels: ['vegan', 'gluten-free'] },
    ],
  ],
  [
    'wines',
    [
      { name: 'House Sauvignon Blanc', description: 'Crisp and citrusy, by the glass', pesos: 320, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'House Shiraz', description: 'Ripe dark fruit and pepper, by the glass', pesos: 320, dietLabels: ['vegan', 'gluten-free'] },
    ],
  ],
  [
    'beers',
    [
      { name: 'San Miguel Pale Pilsen', description: 'The islands’ classic lager, ice cold', pesos: 110, dietLabels: ['vegan'] },
      { name: 'Red Horse Extra Strong', description: 'Strong lager, 500 ml', pesos: 130, dietLabels: ['vegan'] },
    ],
  ],
  [
    'spirits',
    [
      { name: 'Tanduay Rhum Añejo', description: 'Five-year-old Philippine dark rum, neat or on the rocks', pesos: 150, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Ginebra San Miguel', description: 'Philippine gin with tonic and calamansi', pesos: 160, dietLabels: ['vegan', 'gluten-free'] },
    ],
  ],
  [
    'cocktails',
    [
      { name: 'Piña Colada', description: 'White rum, pineapple and coconut cream, blended', pesos: 280, isSpecial: true, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Mango Daiquiri', description: 'Rum, Guimaras mango and lime', pesos: 270, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Calamansi Mojito', description: 'Rum, calamansi, mint and soda', pesos: 260, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Sili Margarita', description: 'Tequila, lime and a kick of local chili', pesos: 290, dietLabels: ['vegan', 'gluten-free', 'spicy'] },
    ],
  ],
  [
    'non-alcoholics',
    [
      { name: 'Fresh Buko Juice', description: 'Young coconut water, served in the shell', pesos: 140, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Mango Shake', description: 'Ripe mango blended with ice', pesos: 150, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Calamansi Juice', description: 'Freshly squeezed, sweetened to taste', pesos: 100, dietLabels: ['vegan', 'gluten-free'] },
      { name: 'Peanut Butter Banana Shake', description: 'Banana, peanut butter and milk', pesos: 170, dietLabels: ['vegetarian', 'contains-nuts'] },
    ],
  ],
]

export const demoOffers = [
  { name: 'San Miguel Pale Pilsen', pesos: 70, isActive: true },
  { name: 'Red Horse Beer', pesos: 80, isActive: true },
  { name: 'Mango Margarita', pesos: 180, isActive: true },
  { name: 'Calamansi Mojito', pesos: 160, isActive: true },
  { name: 'Pina Colada', pesos: 170, isActive: true },
  { name: 'Tanduay Rum & Coke', pesos: 90, isActive: true },
  { name: 'Sunset Bucket (5 beers)', pesos: 320, isActive: true },
  { name: 'Frozen Strawberry Daiquiri', pesos: 190, isActive: false },
]

export const demoTables = [
  { tableNumber: 1, capacity: 2 },
  { tableNumber: 2, capacity: 2 },
  { tableNumber: 3, capacity: 4 },
  { tableNumber: 4, capacity: 4 },
  { tableNumber: 5, capacity: 4 },
  { tableNumber: 6, capacity: 6 },
  { tableNumber: 7, capacity: 6 },
  { tableNumber: 8, capacity: 10 },
]

/** Upcoming events, dated relative to the day the demo data is loaded (venue time). */
export function demoEvents(timeZone: string, now = new Date()) {
  const today = venueToday(timeZone, now)
  // Times as staff enter them (venue time); the fire dance runs past midnight, into the next morning.
  const inDays = (days: number, time: string, endTime: string | null = null) => {
    const { start, end } = eventTimes(addDays(today, days), time, endTime, timeZone)
    return { date: start, endsAt: end }
  }
  return [
    {
      title: 'Sunset Acoustic Sessions',
      description: 'Local acoustic duo on the sand as the sun goes down over White Beach. Free entry.',
      ...inDays(2, '17:30', '19:30'),
      imageUrl: null,
    },
    {
      title: 'Fire Dance Night',
      description: 'Boracay fire dancers light up the shore after dinner. Best seen from the beach tables.',
      ...inDays(5, '20:00', '01:00'),
      imageUrl: null,
    },
    {
      title: 'Boodle Fight Sunday',
      description: 'A Filipino feast served on banana leaves for the whole table. Book ahead for groups.',
      ...inDays(9, '18:00'),
      imageUrl: null,
    },
  ]
}
