/**
 * A beach bar's real-sized menu, as staff would type it: 70 dishes in the seven food categories and 33 drinks in the
 * six drink categories, with long names, accents and the breakfast EXTRAS block. Prices in pesos.
 */
type Row = [name: string, description: string, pesos: number, dietLabels?: string[]]

export const VENUE_DISHES: Record<string, Row[]> = {
  breakfast: [
    ['Tapsilog', 'Cured beef tapa, garlic fried rice, fried egg and atchara', 320],
    ['Longsilog', 'Sweet Lucban longganisa, garlic rice, fried egg and spiced vinegar', 290],
    ['Champorado con Tuyo', 'Chocolate rice porridge with evaporated milk and crispy dried fish', 240],
    ['Beach Bar Big Breakfast with Two Eggs, Bacon, Sausage, Grilled Tomato, Hash Brown and Toast', 'Our biggest plate, for a long day on White Beach', 450],
    ['Açaí & Mango Bowl', 'Açaí, Guimaras mango, granola, coconut flakes and calamansi honey', 340, ['vegetarian', 'contains-nuts']],
    ['Crème Brûlée French Toast', 'Brioche soaked in vanilla custard, torched sugar crust, berries', 360, ['vegetarian']],
    ['Vegan Tofu Scramble', 'Turmeric tofu, sautéed kangkong, tomatoes and sourdough', 300, ['vegan', 'dairy-free']],
    ['Huevos Rancheros', 'Fried eggs, black beans, salsa roja and corn tortillas', 330, ['vegetarian', 'gluten-free', 'spicy']],
    ['Smoked Bangus Omelette', 'Milkfish flakes, tomato and onion, with garlic rice', 310, ['gluten-free']],
    ['Overnight Oats', 'Rolled oats, coconut milk, chia, banana and peanut butter', 250, ['vegan', 'contains-nuts']],
    ['EXTRAS_SECTION', '', 0],
    ['Extra egg', 'Fried, scrambled or poached', 45, ['vegetarian', 'gluten-free']],
    ['Garlic rice', 'One cup of garlic fried rice', 60, ['vegan']],
    ['Bacon', 'Three strips of smoked bacon', 120, ['gluten-free']],
    ['Avocado', 'Half a sliced avocado', 90, ['vegan', 'gluten-free']],
  ],
  appetizers: [
    ['Kinilaw na Tanigue', 'Spanish mackerel cured in coconut vinegar, calamansi, ginger and chili', 420, ['gluten-free', 'dairy-free', 'spicy']],
    ['Crispy Calamari', 'Lightly battered squid rings with garlic aioli', 380],
    ['Lumpiang Shanghai', 'Pork and vegetable spring rolls with sweet chili dip', 260],
    ['Sizzling Sisig', 'Chopped pork with onions, chili and calamansi on a hot plate', 390, ['spicy']],
    ['Garlic Butter Shrimp', 'Sautéed shrimp in garlic butter with toasted bread', 450],
    ['Chicharrón Bulaklak', 'Crispy pork ruffle fat with spiced vinegar', 280, ['gluten-free', 'dairy-free']],
    ['Ukoy', 'Crispy shrimp and bean sprout fritters', 240, ['dairy-free']],
    ['Tokwa’t Baboy', 'Fried tofu and pork ears in soy-vinegar dressing', 260, ['dairy-free']],
    ['Grilled Scallops with Garlic Butter and Parmesan, Served on the Half Shell', 'Six Bantayan scallops', 520, ['gluten-free']],
    ['Nachos al Pastor', 'Tortilla chips, achiote pork, pineapple salsa and cheese', 360, ['spicy']],
  ],
  soups: [
    ['Sinigang na Hipon', 'Shrimp in tamarind broth with kangkong, radish and okra', 380, ['gluten-free', 'dairy-free']],
    ['Bulalo', 'Beef shank and marrow soup with corn and cabbage', 450, ['gluten-free', 'dairy-free']],
    ['Tinolang Manok', 'Chicken, green papaya and chili leaves in ginger broth', 320, ['gluten-free', 'dairy-free']],
    ['Pumpkin & Coconut Soup', 'Roasted squash, coconut milk and toasted pepitas', 260, ['vegan', 'gluten-free']],
    ['Sopa de Mariscos', 'Seafood in a saffron-tomato broth', 420, ['dairy-free']],
    ['Batchoy', 'Iloilo noodle soup with pork, liver and crushed chicharrón', 300],
    ['Corn & Crab Soup', 'Sweet corn, crab meat and egg ribbons', 340],
    ['Miso Soup', 'Tofu, wakame and spring onion', 180, ['vegan']],
    ['Tom Yum Goong', 'Hot and sour shrimp soup with lemongrass', 390, ['gluten-free', 'dairy-free', 'spicy']],
    ['Caldo de Pollo', 'Chicken, potato and carrot broth with lime', 280, ['gluten-free', 'dairy-free']],
  ],
  'main-dishes': [
    ['Chicken Inasal', 'Bacolod-style grilled chicken with annatto oil and garlic rice', 420, ['gluten-free', 'dairy-free']],
    ['Grilled Whole Lapu-Lapu', 'Grouper grilled over coconut husk, with mango salsa', 890, ['gluten-free', 'dairy-free']],
    ['Crispy Pata', 'Deep-fried pork knuckle with soy-vinegar dip', 780, ['dairy-free']],
    ['Kare-Kare', 'Oxtail and vegetables in peanut sauce, with bagoong', 650, ['contains-nuts']],
    ['Adobong Pusit', 'Squid braised in its ink, vinegar and garlic', 460, ['gluten-free', 'dairy-free']],
    ['Beef Caldereta', 'Slow-braised beef in tomato, liver spread and olives', 580],
    ['Pork Belly Lechón Kawali with Liver Sauce, Atchara and a Cup of Garlic Rice', 'Crackling pork belly', 520, ['dairy-free']],
    ['Seafood Paella Negra', 'Squid ink rice, prawns, mussels and aioli', 980, ['gluten-free']],
    ['Bicol Express', 'Pork in coconut cream with chili and shrimp paste', 440, ['gluten-free', 'spicy']],
    ['Grilled Tuna Belly', 'Tuna belly with soy-calamansi glaze', 620, ['dairy-free']],
    ['Baked Scallop Pasta', 'Linguine, scallops, cream and parmesan', 520],
    ['Sinuglaw', 'Grilled pork belly with tuna kinilaw', 480, ['dairy-free', 'spicy']],
  ],
  sides: [
    ['Garlic Fried Rice', 'One cup', 80, ['vegan']],
    ['Java Rice', 'Turmeric and annatto fried rice', 90, ['vegan']],
    ['Ensaladang Mangga', 'Green mango, tomato, onion and bagoong', 150, ['gluten-free', 'dairy-free']],
    ['Ginisang Kangkong', 'Water spinach sautéed with garlic', 160, ['vegan', 'gluten-free']],
    ['French Fries', 'With banana ketchup', 160, ['vegan']],
    ['Sweet Potato Fries', 'With sriracha mayo', 180, ['vegetarian', 'spicy']],
    ['Atchara', 'Pickled green papaya', 90, ['vegan', 'gluten-free']],
    ['Grilled Corn', 'With coconut butter and chili salt', 140, ['vegan', 'gluten-free', 'spicy']],
    ['Steamed Rice', 'One cup', 50, ['vegan', 'gluten-free']],
  ],
  desserts: [
    ['Halo-Halo Especial', 'Shaved ice, sweet beans, ube halaya, leche flan and ice cream', 260, ['vegetarian', 'gluten-free']],
    ['Leche Flan', 'Classic caramel custard', 180, ['vegetarian', 'gluten-free']],
    ['Turon à la Mode', 'Banana and jackfruit spring rolls with vanilla ice cream', 220, ['vegetarian']],
    ['Ube Cheesecake', 'Purple yam cheesecake on a biscuit base', 240, ['vegetarian']],
    ['Mango Float', 'Layers of graham, cream and Guimaras mango', 230, ['vegetarian']],
    ['Buko Pandan', 'Young coconut and pandan jelly in cream', 190, ['vegetarian', 'gluten-free']],
    ['Sans Rival', 'Cashew meringue layers with French buttercream', 250, ['vegetarian', 'gluten-free', 'contains-nuts']],
    ['Coconut Sorbet', 'Two scoops, served in a shell', 200, ['vegan', 'gluten-free']],
  ],
  vegetarian: [
    ['Tofu Sisig', 'Crispy tofu with onions, chili and calamansi on a hot plate', 320, ['vegan', 'spicy']],
    ['Ginataang Gulay', 'Squash, long beans and eggplant in coconut milk', 300, ['vegan', 'gluten-free']],
    ['Vegetable Pancit Canton', 'Stir-fried egg noodles with seasonal vegetables', 290, ['vegetarian']],
    ['Tortang Talong', 'Eggplant omelette with banana ketchup', 260, ['vegetarian', 'gluten-free']],
    ['Laing', 'Taro leaves in coconut milk with chili', 280, ['vegan', 'gluten-free', 'spicy']],
    ['EXTRAS_SECTION', '', 0],
    ['Extra tofu', 'Crispy tofu cubes', 80, ['vegan']],
    ['Brown rice', 'One cup of steamed brown rice', 60, ['vegan', 'gluten-free']],
  ],
}

export const VENUE_DRINKS: Record<string, Row[]> = {
  coffee: [
    ['Café con Leche', 'Double espresso with steamed milk', 160, ['vegetarian', 'gluten-free']],
    ['Barako Brew', 'Strong Batangas Liberica, brewed black', 120, ['vegan', 'gluten-free']],
    ['Iced Coconut Latte', 'Espresso over ice with coconut milk and muscovado', 190, ['vegan', 'gluten-free']],
    ['Flat White', 'Ristretto with velvety milk', 170, ['vegetarian', 'gluten-free']],
    ['Affogato', 'Espresso poured over vanilla ice cream', 200, ['vegetarian', 'gluten-free']],
  ],
  wines: [
    ['Sauvignon Blanc, Marlborough', 'Crisp and citrusy, by the glass', 380, ['vegan', 'gluten-free']],
    ['Shiraz, Barossa Valley', 'Ripe dark fruit and pepper, by the glass', 390, ['vegan', 'gluten-free']],
    ['Rosé de Provence', 'Dry and pale, by the glass', 410, ['vegan', 'gluten-free']],
    ['Prosecco Superiore DOCG, Valdobbiadene', 'By the glass', 450, ['vegan', 'gluten-free']],
    ['Rioja Crianza', 'Tempranillo, oak and cherry, by the glass', 420, ['vegan', 'gluten-free']],
  ],
  beers: [
    ['San Miguel Pale Pilsen', 'The islands’ classic lager, ice cold', 110, ['vegan']],
    ['San Miguel Light', 'Light lager', 110, ['vegan']],
    ['Red Horse Extra Strong', 'Strong lager, 500 ml', 130, ['vegan']],
    ['Engkanto Live It Up! Lager', 'Craft lager from Manila', 220, ['vegan']],
    ['Boracay Blonde Ale', 'Local craft, brewed on the island', 240, ['vegan']],
    ['Cerveza Negra', 'Dark lager', 120, ['vegan']],
  ],
  spirits: [
    ['Tanduay Rhum Añejo, Five Years', 'Philippine dark rum, neat or on the rocks', 150, ['vegan', 'gluten-free']],
    ['Don Papa Rum', 'Small-batch Negros rum', 320, ['vegan', 'gluten-free']],
    ['Ginebra San Miguel', 'Philippine gin', 140, ['vegan', 'gluten-free']],
    ['Lambanog', 'Coconut spirit from Quezon', 160, ['vegan', 'gluten-free']],
    ['Patrón Silver Tequila', '100% agave', 380, ['vegan', 'gluten-free']],
  ],
  cocktails: [
    ['Piña Colada', 'White rum, pineapple and coconut cream, blended', 280, ['vegan', 'gluten-free']],
    ['Mango Daiquiri', 'Rum, Guimaras mango and lime', 270, ['vegan', 'gluten-free']],
    ['Calamansi Mojito', 'Rum, calamansi, mint and soda', 260, ['vegan', 'gluten-free']],
    ['Sili Margarita', 'Tequila, lime and a kick of local chili', 290, ['vegan', 'gluten-free', 'spicy']],
    ['Sunset over White Beach: Passion Fruit, Aperol, Prosecco and a Splash of Calamansi', 'Our signature spritz', 340, ['vegan', 'gluten-free']],
    ['Espresso Martini', 'Vodka, coffee liqueur and a fresh shot', 320, ['vegan']],
  ],
  'non-alcoholics': [
    ['Fresh Buko Juice', 'Young coconut water, served in the shell', 140, ['vegan', 'gluten-free']],
    ['Mango Shake', 'Ripe mango blended with ice', 150, ['vegan', 'gluten-free']],
    ['Calamansi Juice', 'Freshly squeezed, sweetened to taste', 100, ['vegan', 'gluten-free']],
    ['Peanut Butter Banana Shake', 'Banana, peanut butter and milk', 170, ['vegetarian', 'contains-nuts']],
    ['Sagó’t Gulaman', 'Brown sugar syrup, tapioca pearls and jelly', 110, ['vegan', 'gluten-free']],
    ['Virgin Piña Colada', 'Pineapple and coconut cream, no rum', 180, ['vegan', 'gluten-free']],
  ],
}

export interface VenueMenuItem {
  name: string
  description: string
  price: number
  category: string
  dietLabels: string[]
}

function items(menu: Record<string, Row[]>): VenueMenuItem[] {
  return Object.entries(menu).flatMap(([category, rows]) =>
    rows.map(([name, description, pesos, dietLabels = []]) => ({ name, description, price: pesos * 100, category, dietLabels })),
  )
}

export const venueDishes = items(VENUE_DISHES)
export const venueDrinks = items(VENUE_DRINKS)
