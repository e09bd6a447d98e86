/**
 * Seeded blog content for the brokers’ sites: twelve articles on buying, selling and South Shore
 * neighbourhoods (first home, welcome tax, co-ownership, down payment, inspection, staging, pricing,
 * moving, bridge financing, spring market), written in Quebec French and adapted in Canadian
 * English (one article is in French only), plus the three categories and the two authors they use.
 * Figures on taxes and mortgage rules are indicative and say so in the texts.
 */
import type { SeedArticle, SeedCategoryKey } from './types';

/** One part of an article body. */
type BodyPart = NonNullable<SeedArticle['body']['fr']>[number];

/** A `text` part: HTML lines (paragraphs and headings) joined by newlines. */
function text(...lines: string[]): BodyPart {
  return { kind: 'text', html: lines.join('\n') };
}

/** A bulleted `list` part. */
function list(items: string[]): BodyPart {
  return { kind: 'list', items };
}

/** A pulled `quote` part with its attribution. */
function quote(words: string, cite: string): BodyPart {
  return { kind: 'quote', text: words, cite };
}

/** An `image` part showing one of the blog illustrations. */
function image(src: string, alt: string, caption: string): BodyPart {
  return { kind: 'image', src, alt, caption };
}

/** The seeded articles, newest first by `daysAgo`. */
export const seedArticles: SeedArticle[] = [
  {
    key: 'spring-market',
    slug: { fr: 'marche-printanier-rive-sud-a-quoi-s-attendre', en: 'spring-market-south-shore-what-to-expect' },
    title: {
      fr: 'Marché printanier sur la Rive-Sud : à quoi s’attendre',
      en: 'Spring market on the South Shore: what to expect',
    },
    excerpt: {
      fr: 'Le printemps reste la saison la plus active de l’année. Taux d’intérêt, inventaire, écarts entre secteurs : les tendances à surveiller avant de vendre ou d’acheter.',
      en: 'Spring is still the busiest season of the year. Interest rates, inventory, local differences: the trends to watch before you sell or buy.',
    },
    body: {
      fr: [
        text(
          '<p>Chaque année, le marché immobilier se réveille avec la fonte des neiges. Les familles veulent déménager avant la rentrée scolaire, les vendeurs profitent de terrains dégagés pour leurs photos et les acheteurs, qui ont souvent planifié leur projet pendant l’hiver, arrivent préapprouvés et motivés. Voici les tendances à surveiller pour la saison qui commence, avec les nuances qui s’imposent : aucun marché ne se prédit au dollar près.</p>',
        ),
        text(
          '<h2>Les taux d’intérêt, le facteur clé</h2>',
          '<p>Les décisions de la Banque du Canada influencent directement les taux hypothécaires et, par ricochet, la capacité d’emprunt des ménages. Une baisse, même modeste, ramène des acheteurs sur le marché ; une hausse en fait hésiter plusieurs. Suivez les annonces des prochains mois, mais ne bâtissez pas votre projet uniquement sur une prévision de taux : personne ne la connaît avec certitude.</p>',
          '<h2>Un inventaire qui reste serré</h2>',
          '<p>Ces dernières années, le nombre de propriétés à vendre sur la Rive-Sud est resté modeste par rapport à la demande, en particulier pour les maisons unifamiliales abordables. Cette rareté soutient les prix et peut mener à des offres multiples pour les propriétés bien présentées et bien évaluées. Le printemps amène de nouvelles inscriptions, mais aussi davantage d’acheteurs.</p>',
        ),
        text(
          '<h2>Des écarts marqués d’un secteur à l’autre</h2>',
          '<p>Le marché de la Rive-Sud n’a rien d’uniforme. Les secteurs bien desservis par le transport collectif, comme les abords des stations du REM à Brossard ou du métro à Longueuil, attirent beaucoup de premiers acheteurs et d’investisseurs. Les villes plus résidentielles comme Saint-Lambert, Boucherville ou Saint-Bruno-de-Montarville voient surtout des familles en quête d’espace, avec une offre souvent restreinte. En copropriété, le choix est généralement plus vaste et les acheteurs ont davantage le temps de comparer.</p>',
        ),
        quote('Au printemps, les acheteurs comparent tout. Une propriété bien préparée et offerte au bon prix se démarque dès les premiers jours.', 'Marc-André Gagnon'),
        text(
          '<h2>Pour les vendeurs</h2>',
          '<p>Le printemps est un bon moment pour vendre, mais la concurrence augmente aussi. Préparez votre maison dès la fin de l’hiver : petites réparations, désencombrement, photos professionnelles dès que le terrain est dégagé. Surtout, fixez un prix appuyé sur les ventes récentes de votre secteur plutôt que sur l’espoir d’une surenchère.</p>',
          '<h2>Pour les acheteurs</h2>',
          '<p>Faites préapprouver votre financement avant de commencer les visites et connaissez votre plafond. Dans une situation d’offres multiples, gardez la tête froide : renoncer à l’inspection préachat pour rendre une offre plus attrayante est un risque que l’on déconseille presque toujours. Votre courtier peut rendre votre promesse d’achat compétitive autrement, par exemple avec une date d’occupation flexible ou des délais courts pour lever les conditions.</p>',
          '<h2>En résumé</h2>',
          '<p>Le marché printanier récompense la <strong>préparation</strong>, des deux côtés de la transaction. Que vous vendiez ou que vous achetiez, commencez tôt, appuyez-vous sur des données locales et entourez-vous de professionnels qui connaissent votre secteur.</p>',
        ),
      ],
      en: [
        text(
          '<p>Every year, the real estate market wakes up as the snow melts. Families want to move before the school year starts, sellers can finally photograph a clear yard, and buyers who spent the winter planning show up pre-approved and motivated. Here are the trends worth watching this season, with the usual caveat: no one can predict a market to the dollar.</p>',
        ),
        text(
          '<h2>Interest rates are the key factor</h2>',
          '<p>Bank of Canada decisions feed directly into mortgage rates and, in turn, into how much households can borrow. Even a modest cut brings buyers back; an increase makes many of them hesitate. Keep an eye on the coming announcements, but don’t build your plans on a rate forecast alone: nobody knows it for sure.</p>',
          '<h2>Inventory remains tight</h2>',
          '<p>In recent years, the number of homes for sale on the South Shore has stayed low compared with demand, especially for affordable single-family houses. That scarcity supports prices and can lead to multiple offers on well-presented, well-priced properties. Spring brings new listings, but it also brings more buyers.</p>',
        ),
        text(
          '<h2>Big differences from one area to the next</h2>',
          '<p>The South Shore is far from a single market. Areas with good public transit, such as the neighbourhoods around the REM stations in Brossard or the metro in Longueuil, draw plenty of first-time buyers and investors. More residential towns like Saint-Lambert, Boucherville and Saint-Bruno-de-Montarville mostly attract families looking for space, and supply there is often limited. Condos generally offer more choice, and buyers have more time to compare.</p>',
        ),
        quote('In spring, buyers compare everything. A well-prepared home at the right price stands out in the very first days.', 'Marc-André Gagnon'),
        text(
          '<h2>For sellers</h2>',
          '<p>Spring is a good time to sell, but there is also more competition. Get the house ready as winter ends: small repairs, decluttering, professional photos as soon as the snow is gone. Above all, set a price based on recent sales in your area rather than on the hope of a bidding war.</p>',
          '<h2>For buyers</h2>',
          '<p>Get your financing pre-approved before you start visiting, and know your ceiling. If you find yourself in a multiple-offer situation, stay level-headed: waiving the pre-purchase inspection to make an offer more attractive is a risk we almost always advise against. Your broker can make your promise to purchase competitive in other ways, for example with a flexible occupancy date or short deadlines to fulfil the conditions.</p>',
          '<h2>The bottom line</h2>',
          '<p>The spring market rewards <strong>preparation</strong> on both sides of the deal. Whether you are selling or buying, start early, rely on local data and surround yourself with professionals who know your area.</p>',
        ),
      ],
    },
    cover: '/blog/documents.svg',
    coverAlt: {
      fr: 'Illustration de documents, d’un graphique et d’un stylo sur un bureau',
      en: 'Illustration of documents, a chart and a pen on a desk',
    },
    categories: ['selling', 'neighbourhoods'],
    author: 1,
    tags: { fr: ['marché', 'printemps', 'Rive-Sud'], en: ['market', 'spring', 'South Shore'] },
    daysAgo: 2,
  },
  {
    key: 'rive-sud-guide',
    slug: {
      fr: 'guide-rive-sud-vieux-longueuil-saint-lambert-brossard',
      en: 'south-shore-guide-old-longueuil-saint-lambert-brossard',
    },
    title: {
      fr: 'Vieux-Longueuil, Saint-Lambert ou Brossard : où s’installer ?',
      en: 'Old Longueuil, Saint-Lambert or Brossard: where to settle?',
    },
    excerpt: {
      fr: 'Patrimoine, vie de village ou quartiers neufs près du REM : portrait de trois secteurs prisés de la Rive-Sud pour vous aider à choisir où vivre.',
      en: 'Heritage streets, village life or new neighbourhoods near the REM: a portrait of three sought-after South Shore areas to help you choose where to live.',
    },
    body: {
      fr: [
        text(
          '<p>À quelques minutes du centre-ville de Montréal, la Rive-Sud attire autant les jeunes familles que les retraités qui veulent plus d’espace sans renoncer à la ville. Mais d’un secteur à l’autre, l’ambiance change du tout au tout. Voici trois milieux de vie que je fais visiter chaque semaine, avec leurs forces et leurs compromis.</p>',
        ),
        text(
          '<h2>Vieux-Longueuil : le charme patrimonial</h2>',
          '<p>Autour de la rue Saint-Charles, le Vieux-Longueuil offre des maisons centenaires, des rues étroites et une vie de quartier animée : cafés, restaurants, boutiques et commerces de proximité. Le parc Marie-Victorin et la piste cyclable qui longe le fleuve sont à deux pas, et la station de métro Longueuil–Université-de-Sherbrooke rejoint Montréal en quelques minutes.</p>',
          '<p>Le revers de la médaille : les maisons anciennes demandent souvent des travaux, et l’offre est limitée. Une inspection préachat rigoureuse est indispensable, en particulier pour la fondation, la toiture et l’électricité.</p>',
        ),
        image(
          '/blog/neighbourhood.svg',
          'Illustration d’une rue résidentielle bordée d’arbres',
          'Chaque secteur de la Rive-Sud a sa personnalité : prenez le temps d’y marcher avant d’acheter.',
        ),
        text(
          '<h2>Saint-Lambert : la vie de village</h2>',
          '<p>Ville distincte de Longueuil, Saint-Lambert séduit par son avenue Victoria, ses grands arbres et ses maisons de caractère. On y trouve une gare de train de banlieue, des écoles réputées et des pistes cyclables le long de la Voie maritime. L’atmosphère est paisible et très familiale.</p>',
          '<p>Cette qualité de vie a un prix : Saint-Lambert compte parmi les secteurs les plus recherchés de la Rive-Sud, et les belles propriétés s’y vendent souvent rapidement. Les acheteurs doivent être prêts à agir vite, avec un financement déjà préapprouvé.</p>',
        ),
        text(
          '<h2>Brossard : l’essor moderne</h2>',
          '<p>Brossard a beaucoup changé ces dernières années. L’arrivée du REM, dont les stations relient la Rive-Sud au centre-ville, a stimulé la construction de copropriétés et de quartiers neufs. Les secteurs plus anciens, désignés par des lettres, offrent quant à eux des bungalows et des cottages sur de bons terrains, prisés par les familles.</p>',
          '<p>La ville est très diversifiée et bien pourvue en commerces, en parcs et en services. Pour un premier achat en copropriété près du transport collectif, c’est souvent un excellent point de départ.</p>',
        ),
        quote(
          'Avant de choisir un secteur, faites le trajet vers le travail à l’heure de pointe et promenez-vous-y un samedi matin. Vous saurez très vite si vous vous y sentez chez vous.',
          'Julie Tremblay',
        ),
        text(
          '<h2>Comment choisir ?</h2>',
          '<p>Commencez par vos priorités : temps de déplacement, écoles, type de propriété, budget. Comparez ensuite avec votre courtier les ventes récentes dans chaque secteur, car les écarts de prix peuvent être importants à quelques rues près. Le bon quartier est celui qui correspond à votre quotidien, pas seulement à une belle photo d’annonce.</p>',
          '<p>Pensez aussi à l’avenir : projets de transport, nouveaux développements, changements de zonage. Votre courtier peut vous aider à repérer ce qui risque de transformer un secteur au cours des prochaines années.</p>',
        ),
      ],
      en: [
        text(
          '<p>Just minutes from downtown Montreal, the South Shore appeals to young families and retirees alike: more space, without giving up the city. But the feel changes completely from one area to the next. Here are three places I show buyers every week, with their strengths and their trade-offs.</p>',
        ),
        text(
          '<h2>Old Longueuil: heritage charm</h2>',
          '<p>Centred on Rue Saint-Charles, Vieux-Longueuil (Old Longueuil) offers century-old houses, narrow streets and a lively neighbourhood feel, with cafés, restaurants and local shops. Parc Marie-Victorin and the bike path along the St. Lawrence are steps away, and the Longueuil–Université-de-Sherbrooke metro station gets you to Montreal in minutes.</p>',
          '<p>The flip side: older homes often need work, and few come up for sale. A thorough pre-purchase inspection is a must, especially for the foundation, the roof and the electrical system.</p>',
        ),
        image(
          '/blog/neighbourhood.svg',
          'Illustration of a tree-lined residential street',
          'Every part of the South Shore has its own personality: take the time to walk around before you buy.',
        ),
        text(
          '<h2>Saint-Lambert: village life</h2>',
          '<p>A separate city from Longueuil, Saint-Lambert charms with Avenue Victoria, its mature trees and its character homes. It has a commuter train station, well-regarded schools and bike paths along the Seaway. The atmosphere is quiet and very family-oriented.</p>',
          '<p>That quality of life comes at a price: Saint-Lambert is one of the most sought-after areas on the South Shore, and good properties often sell quickly. Buyers need to be ready to move fast, with financing already pre-approved.</p>',
        ),
        text(
          '<h2>Brossard: modern growth</h2>',
          '<p>Brossard has changed a great deal in recent years. The arrival of the REM, whose stations link the South Shore to downtown, has spurred new condo buildings and whole new neighbourhoods. The older sectors, known by letters, offer bungalows and two-storey homes on good-sized lots that families love.</p>',
          '<p>The city is highly diverse and well served by shops, parks and services. For a first condo purchase close to public transit, it is often an excellent place to start.</p>',
        ),
        quote(
          'Before you pick an area, do the commute at rush hour and take a walk there on a Saturday morning. You will know very quickly whether it feels like home.',
          'Julie Tremblay',
        ),
        text(
          '<h2>How to choose</h2>',
          '<p>Start with your priorities: commute time, schools, type of property, budget. Then go over recent sales in each area with your broker, since prices can vary a lot within a few streets. The right neighbourhood is the one that fits your daily life, not just a nice listing photo.</p>',
          '<p>Think about the future too: transit projects, new developments, zoning changes. Your broker can help you spot what is likely to transform an area over the next few years.</p>',
        ),
      ],
    },
    cover: '/blog/neighbourhood.svg',
    coverAlt: {
      fr: 'Illustration d’une rue résidentielle bordée d’arbres et de maisons',
      en: 'Illustration of a tree-lined residential street with houses',
    },
    categories: ['neighbourhoods'],
    author: 0,
    tags: {
      fr: ['Rive-Sud', 'Longueuil', 'Saint-Lambert', 'Brossard'],
      en: ['South Shore', 'Longueuil', 'Saint-Lambert', 'Brossard'],
    },
    featured: true,
    daysAgo: 9,
  },
  {
    key: 'first-home',
    slug: { fr: 'acheter-sa-premiere-maison', en: 'buying-your-first-home' },
    title: {
      fr: 'Acheter sa première maison : le guide étape par étape',
      en: 'Buying your first home: a step-by-step guide',
    },
    excerpt: {
      fr: 'Budget, préapprobation, promesse d’achat, notaire : voici les grandes étapes d’un premier achat au Québec, et les pièges à éviter en chemin.',
      en: 'Budget, pre-approval, promise to purchase, notary: here are the main steps of a first purchase in Quebec, and the pitfalls to avoid along the way.',
    },
    body: {
      fr: [
        text(
          '<p>Acheter une première propriété, c’est souvent le plus gros achat d’une vie. C’est aussi une suite de décisions qui s’enchaînent rapidement une fois la bonne maison trouvée. En douze ans de pratique sur la Rive-Sud, j’ai constaté que les acheteurs les plus sereins sont ceux qui ont préparé le terrain avant même la première visite. Voici comment procéder, dans l’ordre.</p>',
          '<h2>1. Établir un budget réaliste</h2>',
          '<p>Avant de regarder les annonces, faites le point sur vos revenus, vos dettes et vos dépenses mensuelles. Le prix d’achat n’est qu’une partie de l’équation : il faut aussi prévoir les taxes municipales et scolaires, l’assurance habitation, l’électricité, l’entretien et, en copropriété, les frais communs. Gardez une marge pour les imprévus plutôt que d’emprunter le maximum accordé.</p>',
        ),
        text(
          '<h2>2. Obtenir une préapprobation hypothécaire</h2>',
          '<p>La préapprobation vous indique le montant que votre institution financière est prête à vous prêter et protège souvent un taux d’intérêt pendant quelques mois. Elle ne garantit pas le prêt final, mais elle vous permet de magasiner dans la bonne fourchette de prix et de présenter une offre crédible.</p>',
          '<p>C’est aussi le moment de réunir votre <strong>mise de fonds</strong>. Le Régime d’accession à la propriété (RAP) et le compte d’épargne libre d’impôt pour l’achat d’une première propriété (CELIAPP) peuvent vous aider ; vérifiez les conditions à jour auprès de votre conseiller. En plus de la mise de fonds, prévoyez ces frais :</p>',
        ),
        list([
          'La taxe de bienvenue (droits de mutation), facturée par la municipalité après l’achat',
          'Les honoraires du notaire et les frais de publication',
          'L’inspection préachat',
          'Les ajustements de taxes municipales et scolaires',
          'La taxe sur la prime d’assurance prêt hypothécaire, si votre mise de fonds est inférieure à 20 %',
          'Le déménagement et les premiers achats pour la maison',
        ]),
        text(
          '<h2>3. Choisir un courtier et visiter</h2>',
          '<p>Un courtier immobilier qui vous représente comme acheteur vous aide à cibler les secteurs, à comparer les propriétés vendues récemment et à repérer les signaux d’alerte lors des visites. Dressez une liste de critères essentiels et de critères souhaitables : elle vous évitera de tomber amoureux d’une maison qui ne répond pas à vos besoins.</p>',
          '<h2>4. Présenter une promesse d’achat</h2>',
          '<p>Quand vous trouvez la bonne propriété, votre courtier rédige la promesse d’achat avec vous. Elle précise le prix offert, la date d’occupation, les inclusions et les exclusions, ainsi que les conditions : obtention du financement, inspection préachat satisfaisante, examen des documents. Le vendeur peut l’accepter, la refuser ou faire une contre-proposition.</p>',
        ),
        quote(
          'Une promesse d’achat bien rédigée protège l’acheteur sans effrayer le vendeur. Des conditions claires et des délais raisonnables font souvent la différence.',
          'Julie Tremblay',
        ),
        text(
          '<h2>5. Lever les conditions</h2>',
          '<p>Une fois la promesse acceptée, les délais commencent à courir. Faites inspecter la maison par un inspecteur en bâtiment, transmettez rapidement les documents demandés par votre prêteur et lisez attentivement les déclarations du vendeur. Si un problème sérieux apparaît, votre courtier peut négocier un ajustement du prix ou des travaux.</p>',
          '<h2>6. Signer chez le notaire</h2>',
          '<p>Le notaire vérifie les titres de propriété, prépare l’acte de vente et l’acte d’hypothèque, puis effectue les ajustements de taxes entre vendeur et acheteur. Le jour de la signature, vous recevez les clés. Quelques semaines plus tard, la municipalité vous enverra le compte de la taxe de bienvenue : mettez ce montant de côté dès le départ.</p>',
          '<p>Un premier achat demande de la préparation, mais il n’a rien d’insurmontable. Bien entouré, vous franchirez chaque étape avec confiance.</p>',
        ),
      ],
      en: [
        text(
          '<p>For most people, a first home is the biggest purchase of their life. It is also a series of decisions that come quickly once the right property turns up. After twelve years of helping buyers on the South Shore, I have noticed that the calmest buyers are the ones who did their homework before the very first visit. Here is how to go about it, in order.</p>',
          '<h2>1. Set a realistic budget</h2>',
          '<p>Before browsing listings, take stock of your income, debts and monthly expenses. The purchase price is only part of the picture: you also need to plan for municipal and school taxes, home insurance, electricity, maintenance and, in a condo, the monthly co-ownership fees. Keep a cushion for surprises rather than borrowing the maximum the bank will approve.</p>',
        ),
        text(
          '<h2>2. Get pre-approved for a mortgage</h2>',
          '<p>A pre-approval tells you how much your lender is prepared to lend and often holds an interest rate for a few months. It does not guarantee the final loan, but it lets you shop in the right price range and make a credible offer.</p>',
          '<p>This is also the time to pull together your <strong>down payment</strong>. The Home Buyers’ Plan (HBP) and the First Home Savings Account (FHSA) can help; check the current rules with your advisor. On top of the down payment, budget for these costs:</p>',
        ),
        list([
          'The welcome tax (land transfer duties), billed by the municipality after the purchase',
          'Notary fees and registration costs',
          'The pre-purchase inspection',
          'Adjustments for municipal and school taxes',
          'Quebec sales tax on the mortgage loan insurance premium, if your down payment is under 20%',
          'Moving costs and the first things you will need for the house',
        ]),
        text(
          '<h2>3. Choose a broker and start visiting</h2>',
          '<p>A real estate broker who represents you as a buyer helps you narrow down neighbourhoods, compare recent sales and spot red flags during visits. Write down your must-haves and your nice-to-haves: that list will keep you from falling for a house that does not fit your life.</p>',
          '<h2>4. Make a promise to purchase</h2>',
          '<p>When you find the right place, your broker drafts the promise to purchase with you. It sets out the price offered, the occupancy date, what is included and excluded, and the conditions: financing, a satisfactory pre-purchase inspection, review of documents. The seller can accept it, refuse it or send back a counter-proposal.</p>',
        ),
        quote(
          'A well-written promise to purchase protects the buyer without scaring off the seller. Clear conditions and reasonable deadlines often make the difference.',
          'Julie Tremblay',
        ),
        text(
          '<h2>5. Fulfil the conditions</h2>',
          '<p>Once the promise is accepted, the clock starts ticking. Have the house examined by a building inspector, send your lender the documents it asks for without delay, and read the seller’s declarations carefully. If a serious problem comes up, your broker can negotiate a lower price or repairs.</p>',
          '<h2>6. Sign at the notary’s office</h2>',
          '<p>In Quebec, the notary checks the title, prepares the deed of sale and the hypothec (mortgage) deed, and handles the tax adjustments between seller and buyer. You get the keys on signing day. A few weeks later, the municipality will send you the welcome tax bill, so set that money aside from the start.</p>',
          '<p>A first purchase takes preparation, but it is far from out of reach. With the right people around you, you will take each step with confidence.</p>',
        ),
      ],
    },
    cover: '/blog/keys.svg',
    coverAlt: {
      fr: 'Illustration d’un trousseau de clés devant la porte d’une maison',
      en: 'Illustration of a set of keys in front of a front door',
    },
    categories: ['buying'],
    author: 0,
    tags: { fr: ['premier achat', 'financement', 'conseils'], en: ['first home', 'financing', 'tips'] },
    featured: true,
    daysAgo: 17,
  },
  {
    key: 'home-staging',
    slug: { fr: 'home-staging-preparer-sa-maison-pour-la-vente', en: 'home-staging-getting-your-house-ready-to-sell' },
    title: {
      fr: 'Home staging : préparer sa maison pour la vente',
      en: 'Home staging: getting your house ready to sell',
    },
    excerpt: {
      fr: 'Désencombrer, dépersonnaliser, réparer les petits défauts : quelques jours de préparation peuvent faire toute la différence sur le prix et le délai de vente.',
      en: 'Declutter, depersonalize, fix the small flaws: a few days of preparation can make all the difference to your sale price and how fast you sell.',
    },
    body: {
      fr: [
        text(
          '<p>Les acheteurs se font une opinion en quelques secondes, souvent avant même de mettre les pieds chez vous : tout commence par les photos de l’annonce. Le <em>home staging</em>, ou mise en valeur, consiste à présenter votre maison sous son meilleur jour pour que les visiteurs puissent s’y projeter. Pas besoin d’un gros budget : l’essentiel tient à l’ordre, à la propreté et à quelques petites réparations.</p>',
        ),
        text(
          '<h2>Désencombrer, pièce par pièce</h2>',
          '<p>Une maison encombrée paraît plus petite. Dégagez les comptoirs, videz à moitié les garde-robes et retirez les meubles qui gênent la circulation. Profitez-en pour commencer vos boîtes de déménagement : ce travail sera fait de toute façon.</p>',
          '<h2>Dépersonnaliser</h2>',
          '<p>Photos de famille, collections, trophées : ils racontent votre histoire, mais l’acheteur veut imaginer la sienne. Gardez quelques objets décoratifs neutres et rangez le reste, y compris les aimants et les dessins sur le réfrigérateur.</p>',
          '<h2>Réparer les petits défauts</h2>',
          '<p>Les acheteurs remarquent tout et ont tendance à surestimer le coût des réparations. Avant la mise en marché, réglez ce qui peut l’être facilement :</p>',
        ),
        list([
          'Robinets qui fuient et joints de silicone noircis',
          'Poignées, charnières et portes qui frottent',
          'Ampoules brûlées et luminaires désuets',
          'Trous dans les murs et retouches de peinture',
          'Moustiquaires déchirées et coupe-froid usés',
        ]),
        text(
          '<h2>Miser sur la lumière et la neutralité</h2>',
          '<p>Ouvrez les rideaux, lavez les fenêtres et allumez toutes les lampes lors des visites. Si vos murs sont de couleurs vives, une couche de peinture dans un ton neutre est l’un des investissements les plus rentables avant une vente. Dans les chambres, une literie simple et claire suffit à créer une impression de calme.</p>',
          '<h2>Soigner la première impression</h2>',
          '<p>L’extérieur est la première chose que voient les acheteurs, en personne comme en photo. Tondez la pelouse, taillez les haies, déneigez l’entrée en hiver et ajoutez quelques pots de fleurs près de la porte en été. Une entrée propre et accueillante donne le ton à toute la visite.</p>',
        ),
        image('/blog/staging.svg', 'Illustration d’un salon épuré et lumineux', 'Un salon dégagé et lumineux aide les acheteurs à s’imaginer chez eux.'),
        text(
          '<h2>Faut-il faire appel à un professionnel ?</h2>',
          '<p>Pour une maison vacante ou une propriété haut de gamme, un spécialiste de la mise en valeur peut louer des meubles et des accessoires pour quelques semaines. Dans la plupart des cas, toutefois, les conseils de votre courtier et une bonne fin de semaine de travail suffisent. L’important est de voir votre maison avec les yeux d’un acheteur, pas avec ceux de quelqu’un qui y a vécu des années.</p>',
          '<h2>Le jour des visites</h2>',
          '<p>Aérez, faites les lits, rangez la vaisselle et, si possible, sortez les animaux. Laissez ensuite les visiteurs découvrir la maison avec leur courtier : ils se sentiront plus libres de poser leurs questions et de s’attarder. Une maison prête à être habitée se vend généralement plus vite, et souvent à meilleur prix.</p>',
        ),
      ],
      en: [
        text(
          '<p>Buyers make up their minds in seconds, often before they set foot in your home: it all starts with the listing photos. <em>Home staging</em> means presenting your house at its best so that visitors can picture themselves living there. You don’t need a big budget; what matters most is order, cleanliness and a handful of small repairs.</p>',
        ),
        text(
          '<h2>Declutter, room by room</h2>',
          '<p>A cluttered house looks smaller. Clear the counters, empty your closets by half and remove any furniture that gets in the way. It is a good excuse to start packing: you will have to do it anyway.</p>',
          '<h2>Depersonalize</h2>',
          '<p>Family photos, collections, trophies: they tell your story, but buyers want to imagine theirs. Keep a few neutral decorative pieces and put the rest away, including the magnets and drawings on the fridge.</p>',
          '<h2>Fix the small flaws</h2>',
          '<p>Buyers notice everything and tend to overestimate the cost of repairs. Before listing, take care of whatever is easy to fix:</p>',
        ),
        list([
          'Dripping taps and blackened silicone seals',
          'Loose handles, squeaky hinges and sticking doors',
          'Burnt-out bulbs and dated light fixtures',
          'Holes in the walls and paint touch-ups',
          'Torn screens and worn weatherstripping',
        ]),
        text(
          '<h2>Play up light and neutral tones</h2>',
          '<p>Open the curtains, wash the windows and turn on every lamp for visits. If your walls are brightly coloured, a coat of paint in a neutral shade is one of the most cost-effective things you can do before selling. In the bedrooms, simple light-coloured bedding is enough to create a sense of calm.</p>',
          '<h2>Make a good first impression</h2>',
          '<p>The outside is the first thing buyers see, in person and in photos. Mow the lawn, trim the hedges, clear the snow from the driveway in winter and set a few flower pots by the door in summer. A clean, welcoming entrance sets the tone for the whole visit.</p>',
        ),
        image('/blog/staging.svg', 'Illustration of a bright, uncluttered living room', 'A clear, bright living room helps buyers see themselves at home.'),
        text(
          '<h2>Should you hire a professional?</h2>',
          '<p>For a vacant house or a high-end property, a staging specialist can rent furniture and accessories for a few weeks. In most cases, though, your broker’s advice and a solid weekend of work are enough. What matters is seeing your home through a buyer’s eyes, not through the eyes of someone who has lived there for years.</p>',
          '<h2>On visit days</h2>',
          '<p>Air out the house, make the beds, put the dishes away and, if you can, take the pets out. Then let visitors explore with their broker: they will feel freer to ask questions and linger. A move-in-ready home generally sells faster, and often for a better price.</p>',
        ),
      ],
    },
    cover: '/blog/staging.svg',
    coverAlt: {
      fr: 'Illustration d’un salon épuré avec un canapé, une plante et une lampe',
      en: 'Illustration of a tidy living room with a sofa, a plant and a lamp',
    },
    categories: ['selling'],
    author: 0,
    tags: { fr: ['vendre', 'home staging', 'photos'], en: ['selling', 'home staging', 'photos'] },
    daysAgo: 26,
  },
  {
    key: 'down-payment',
    slug: { fr: 'mise-de-fonds-minimale-regles-schl', en: 'minimum-down-payment-cmhc-rules' },
    title: {
      fr: 'Mise de fonds minimale : les règles de la SCHL expliquées',
      en: 'Minimum down payment: the CMHC rules explained',
    },
    excerpt: {
      fr: '5 %, 10 % ou 20 % ? La mise de fonds minimale dépend du prix de la propriété. Voici comment la calculer et ce que change l’assurance prêt hypothécaire.',
      en: '5%, 10% or 20%? Your minimum down payment depends on the purchase price. Here is how to calculate it and what mortgage loan insurance changes.',
    },
    body: {
      fr: [
        text(
          '<p>La mise de fonds est la partie du prix d’achat que vous payez avec vos propres économies ; le reste est financé par un prêt hypothécaire. Au Canada, le minimum exigé découle des règles fédérales sur l’assurance prêt hypothécaire, offerte notamment par la Société canadienne d’hypothèques et de logement (SCHL). Ces règles évoluent : les grandes lignes ci-dessous sont à confirmer auprès de votre prêteur au moment de votre projet.</p>',
        ),
        text(
          '<h2>Un calcul par paliers</h2>',
          '<p>Le pourcentage minimal ne s’applique pas uniformément à tout le prix. Selon les règles en vigueur depuis la fin de 2024, il se calcule par tranches :</p>',
        ),
        list([
          '5 % sur la première tranche de 500 000 $',
          '10 % sur la portion comprise entre 500 000 $ et 1,5 M$ (ce plafond était de 1 M$ avant les changements de 2024)',
          '20 % du prix total lorsque la propriété vaut 1,5 M$ ou plus, car le prêt ne peut alors pas être assuré',
        ]),
        text(
          '<h2>Deux exemples</h2>',
          '<p>Pour une maison de 400 000 $, la mise de fonds minimale est de 5 %, soit 20 000 $. Pour une propriété de 600 000 $, on calcule 5 % de 500 000 $ (25 000 $), plus 10 % des 100 000 $ restants (10 000 $), pour un total de 35 000 $.</p>',
          '<h2>L’assurance prêt hypothécaire</h2>',
          '<p>Si votre mise de fonds est inférieure à 20 %, votre prêt doit être assuré contre le défaut de paiement. La prime, calculée en pourcentage du montant emprunté, est habituellement ajoutée au solde de l’hypothèque. Plus la mise de fonds est faible, plus le pourcentage est élevé : il peut atteindre environ 4 % du prêt. Au Québec, la taxe de vente provinciale sur cette prime ne peut pas être financée ; elle se paie comptant à la signature chez le notaire.</p>',
          '<p>Une mise de fonds de 20 % n’est donc pas obligatoire pour acheter. Elle permet d’éviter l’assurance, mais attendre d’y arriver peut parfois coûter plus cher que la prime elle-même. Tout dépend de votre situation et du marché.</p>',
        ),
        text(
          '<h2>Amortissement : 25 ou 30 ans ?</h2>',
          '<p>Pour un prêt assuré, la période d’amortissement maximale est généralement de 25 ans. Depuis la fin de 2024, les premiers acheteurs et les acheteurs d’une construction neuve peuvent toutefois obtenir un amortissement de 30 ans. Un amortissement plus long réduit le paiement mensuel, mais augmente le total des intérêts payés sur la durée du prêt.</p>',
          '<h2>D’où peut venir la mise de fonds ?</h2>',
          '<p>Épargne personnelle, retrait de votre REER dans le cadre du Régime d’accession à la propriété (RAP), CELIAPP ou don d’un proche : les sources admissibles sont nombreuses, mais le prêteur voudra en retracer l’origine. Conservez vos relevés des derniers mois et, dans le cas d’un don, une lettre signée confirmant qu’il n’aura pas à être remboursé.</p>',
        ),
        text(
          '<h2>Prévoir aussi les frais d’achat</h2>',
          '<p>Au-delà de la mise de fonds, le prêteur s’attend à ce que vous puissiez couvrir les frais liés à l’achat : notaire, inspection, ajustements de taxes et taxe de bienvenue. On recommande souvent de prévoir au moins <strong>1,5 % du prix d’achat</strong> à cette fin. Un calcul réaliste dès le départ vous évitera de devoir puiser dans votre mise de fonds à la dernière minute.</p>',
        ),
      ],
      en: [
        text(
          '<p>Your down payment is the part of the purchase price you pay from your own savings; the rest is financed by a mortgage. In Canada, the minimum is set by the federal rules on mortgage loan insurance, offered by the Canada Mortgage and Housing Corporation (CMHC) among others. These rules change over time, so confirm the outline below with your lender when you are ready to buy.</p>',
        ),
        text(
          '<h2>A tiered calculation</h2>',
          '<p>The minimum percentage does not apply evenly to the whole price. Under the rules in place since late 2024, it is calculated in tiers:</p>',
        ),
        list([
          '5% on the first $500,000',
          '10% on the portion between $500,000 and $1.5 million (the ceiling was $1 million before the 2024 changes)',
          '20% of the total price for homes of $1.5 million or more, since the loan cannot be insured',
        ]),
        text(
          '<h2>Two examples</h2>',
          '<p>For a $400,000 house, the minimum down payment is 5%, or $20,000. For a $600,000 property, you take 5% of $500,000 ($25,000) plus 10% of the remaining $100,000 ($10,000), for a total of $35,000.</p>',
          '<h2>Mortgage loan insurance</h2>',
          '<p>If you put down less than 20%, your loan must be insured against default. The premium is a percentage of the amount borrowed and is usually added to your mortgage balance. The smaller the down payment, the higher the percentage, up to roughly 4% of the loan. In Quebec, the provincial sales tax on that premium cannot be financed: you pay it in cash at the notary’s when you sign.</p>',
          '<p>So a 20% down payment is not required to buy. It lets you avoid the insurance, but waiting until you get there can sometimes cost more than the premium itself. It all depends on your situation and on the market.</p>',
        ),
        text(
          '<h2>Amortization: 25 or 30 years?</h2>',
          '<p>For an insured mortgage, the maximum amortization period is generally 25 years. Since late 2024, however, first-time buyers and buyers of newly built homes can get a 30-year amortization. A longer amortization lowers your monthly payment but increases the total interest you pay over the life of the loan.</p>',
          '<h2>Where can the down payment come from?</h2>',
          '<p>Personal savings, an RRSP withdrawal under the Home Buyers’ Plan (HBP), an FHSA or a gift from a family member all qualify, but your lender will want to trace the money. Keep your recent account statements and, for a gift, a signed letter confirming it does not have to be paid back.</p>',
        ),
        text(
          '<h2>Budget for closing costs too</h2>',
          '<p>On top of the down payment, lenders expect you to cover the costs of buying: notary, inspection, tax adjustments and the welcome tax. A common rule of thumb is to set aside at least <strong>1.5% of the purchase price</strong> for these. Running realistic numbers early means you won’t have to dip into your down payment at the last minute.</p>',
        ),
      ],
    },
    cover: '/blog/calculator.svg',
    coverAlt: {
      fr: 'Illustration d’une calculatrice entourée de pièces de monnaie',
      en: 'Illustration of a calculator surrounded by coins',
    },
    categories: ['buying'],
    author: 1,
    tags: { fr: ['mise de fonds', 'SCHL', 'hypothèque'], en: ['down payment', 'CMHC', 'mortgage'] },
    daysAgo: 38,
  },
  {
    key: 'asking-price',
    slug: { fr: 'fixer-le-bon-prix-de-vente', en: 'setting-the-right-asking-price' },
    title: {
      fr: 'Fixer le bon prix de vente : une question de stratégie',
      en: 'Setting the right asking price for your home',
    },
    excerpt: {
      fr: 'Trop haut, la maison stagne ; trop bas, vous laissez de l’argent sur la table. Voici comment on établit un prix demandé juste et réaliste.',
      en: 'Too high and the house sits; too low and you leave money on the table. Here is how a fair, realistic asking price is set.',
    },
    body: {
      fr: [
        text(
          '<p>Le prix demandé est sans doute la décision la plus importante d’une vente. Il détermine qui visitera votre propriété, combien de temps elle restera sur le marché et, au bout du compte, le prix que vous obtiendrez. Pourtant, bien des vendeurs le fixent d’après ce qu’ils espèrent recevoir, ou d’après ce que le voisin dit avoir obtenu.</p>',
        ),
        text(
          '<h2>L’évaluation municipale n’est pas la valeur marchande</h2>',
          '<p>L’évaluation inscrite sur votre compte de taxes sert à répartir le fardeau fiscal entre les propriétaires. Elle est établie à une date de référence qui peut remonter à plusieurs mois, voire à quelques années, et ne tient pas compte de l’état réel de votre maison ni de toutes vos rénovations. Selon le marché, le prix de vente peut s’en écarter sensiblement, dans un sens comme dans l’autre.</p>',
          '<h2>L’analyse comparative de marché</h2>',
          '<p>Votre courtier établit le prix à partir d’une analyse comparative : il étudie les propriétés semblables vendues récemment dans votre secteur, celles qui sont présentement en vente et celles qui n’ont pas trouvé preneur. Il ajuste ensuite pour tenir compte des différences de superficie, de terrain, d’état et de rénovations. Les éléments qui pèsent le plus :</p>',
        ),
        list([
          'Les ventes comparables des trois à six derniers mois',
          'L’emplacement précis : rue, orientation, proximité des services',
          'La superficie habitable et la taille du terrain',
          'L’âge et l’état des composantes majeures : toiture, fenêtres, fondation',
          'Le nombre de propriétés concurrentes sur le marché',
        ]),
        text(
          '<h2>Le piège du prix trop élevé</h2>',
          '<p>Une propriété surévaluée attire moins de visites, et les acheteurs qui la voient la comparent à de meilleures occasions. Après quelques semaines, elle semble « avoir un problème ». Il faut alors baisser le prix, souvent davantage que si l’on avait visé juste dès le départ.</p>',
        ),
        quote('Les premières semaines sur le marché sont les plus précieuses. C’est à ce moment que les acheteurs les plus motivés découvrent votre propriété.', 'Julie Tremblay'),
        text(
          '<h2>Et un prix trop bas ?</h2>',
          '<p>Certains vendeurs misent sur un prix d’appel pour provoquer des offres multiples. La stratégie peut fonctionner dans un marché très actif, mais elle comporte un risque : rien ne garantit que la surenchère aura lieu. Elle se discute avec votre courtier, données à l’appui, jamais sur un coup de tête.</p>',
          '<h2>Adapter la stratégie au marché</h2>',
          '<p>Dans un marché de vendeurs, un prix juste peut susciter plusieurs offres et faire monter le prix final. Dans un marché plus équilibré, les acheteurs prennent leur temps et négocient davantage ; un prix réaliste devient alors encore plus important. Votre courtier vous présentera les données de votre secteur pour que vous preniez une décision éclairée.</p>',
          '<p>Enfin, gardez en tête que le prix n’est pas le seul levier : la date d’occupation, les inclusions et la présentation de la maison pèsent aussi dans la décision des acheteurs.</p>',
        ),
      ],
      en: [
        text(
          '<p>The asking price is probably the most important decision in a sale. It determines who will visit your home, how long it stays on the market and, in the end, the price you get. Yet many sellers set it based on what they hope to receive, or on what the neighbour says they got.</p>',
        ),
        text(
          '<h2>Municipal assessment is not market value</h2>',
          '<p>The assessment shown on your tax bill is used to share the tax burden among property owners. It is set as of a reference date that may be months or even a few years old, and it does not reflect the actual condition of your home or all of your renovations. Depending on the market, the sale price can differ from it considerably, in either direction.</p>',
          '<h2>The comparative market analysis</h2>',
          '<p>Your broker sets the price using a comparative market analysis: a look at similar homes recently sold in your area, those currently for sale and those that did not sell. The broker then adjusts for differences in size, lot, condition and renovations. The factors that weigh the most:</p>',
        ),
        list([
          'Comparable sales from the last three to six months',
          'The exact location: street, exposure, access to services',
          'Living area and lot size',
          'The age and condition of major components: roof, windows, foundation',
          'How many competing properties are on the market',
        ]),
        text(
          '<h2>The overpricing trap</h2>',
          '<p>An overpriced home gets fewer visits, and the buyers who do see it compare it with better deals. After a few weeks, people start to wonder what is wrong with it. The price then has to come down, often by more than if it had been right from the start.</p>',
        ),
        quote('The first weeks on the market are the most valuable. That is when the most motivated buyers discover your property.', 'Julie Tremblay'),
        text(
          '<h2>What about pricing low?</h2>',
          '<p>Some sellers list below value to trigger multiple offers. It can work in a very active market, but it carries a risk: there is no guarantee a bidding war will happen. It is a strategy to discuss with your broker, with data in hand, never on a whim.</p>',
          '<h2>Match the strategy to the market</h2>',
          '<p>In a seller’s market, a fair price can draw several offers and push the final price up. In a more balanced market, buyers take their time and negotiate harder, which makes a realistic price even more important. Your broker will walk you through the numbers for your area so you can make an informed decision.</p>',
          '<p>Finally, remember that price is not the only lever: the occupancy date, the inclusions and how the house is presented also weigh in a buyer’s decision.</p>',
        ),
      ],
    },
    cover: '/blog/documents.svg',
    coverAlt: {
      fr: 'Illustration de documents et d’un rapport d’analyse posés sur un bureau',
      en: 'Illustration of documents and an analysis report on a desk',
    },
    categories: ['selling'],
    author: 0,
    tags: { fr: ['vendre', 'prix', 'évaluation'], en: ['selling', 'pricing', 'valuation'] },
    daysAgo: 51,
  },
  {
    key: 'condo-bill-16',
    slug: { fr: 'copropriete-ce-que-la-loi-16-a-change', en: 'buying-a-condo-what-bill-16-changed' },
    title: {
      fr: 'Acheter en copropriété : ce que la Loi 16 a changé',
      en: 'Buying a condo in Quebec: what Bill 16 changed',
    },
    excerpt: {
      fr: 'Déclaration de copropriété, fonds de prévoyance, carnet d’entretien : les documents à exiger avant d’acheter un condo, et pourquoi ils comptent autant que la visite.',
      en: 'Declaration of co-ownership, contingency fund, maintenance log: the documents to ask for before buying a condo, and why they matter as much as the visit.',
    },
    body: {
      fr: [
        text(
          '<p>En copropriété divise, vous n’achetez pas seulement un appartement : vous devenez aussi membre d’un syndicat de copropriété qui gère l’immeuble, son budget et son entretien. La santé de ce syndicat aura autant d’effet sur votre portefeuille que l’état de votre unité.</p>',
          '<p>Adoptée en 2019, la loi qu’on appelle couramment la <strong>Loi 16</strong> a renforcé les obligations des syndicats afin de mieux protéger les acheteurs. Ses règlements d’application sont entrés en vigueur graduellement et prévoient des délais pour s’y conformer ; tous les immeubles n’en sont donc pas au même point.</p>',
        ),
        text(
          '<h2>La déclaration de copropriété</h2>',
          '<p>C’est le document fondateur de l’immeuble. Elle comprend l’acte constitutif, qui décrit les parties privatives et communes, le règlement de l’immeuble, qui fixe les règles de vie (animaux, location à court terme, rénovations, bruit), et l’état descriptif des fractions. Lisez-la avant de vous engager : une règle qui interdit la location ou limite les animaux peut changer complètement votre projet.</p>',
          '<h2>Le fonds de prévoyance</h2>',
          '<p>Le fonds de prévoyance sert à payer les réparations majeures et le remplacement des parties communes : toiture, fenêtres, stationnement souterrain, ascenseur. Avec la Loi 16, les contributions doivent s’appuyer sur une <em>étude du fonds de prévoyance</em> réalisée par un professionnel et mise à jour périodiquement, en principe tous les cinq ans. Un fonds trop maigre annonce souvent des cotisations spéciales.</p>',
          '<h2>Le carnet d’entretien</h2>',
          '<p>Le syndicat doit aussi tenir un carnet d’entretien qui décrit les travaux effectués et planifiés. Combiné à l’étude du fonds, il donne une image claire de l’état réel de l’immeuble et des dépenses à venir. Avant de signer une promesse d’achat, demandez :</p>',
        ),
        list([
          'La déclaration de copropriété complète et ses modifications',
          'Les procès-verbaux des assemblées des deux ou trois dernières années',
          'Les états financiers et le budget de l’année en cours',
          'L’étude du fonds de prévoyance et le carnet d’entretien',
          'La liste des cotisations spéciales votées ou envisagées',
          'Le montant des frais communs de l’unité et la preuve d’assurance du syndicat',
        ]),
        quote('Un condo bien situé dans un immeuble mal géré reste un mauvais achat. Les procès-verbaux racontent souvent ce que la visite ne montre pas.', 'Marc-André Gagnon'),
        text(
          '<h2>L’assurance, un point souvent négligé</h2>',
          '<p>Chaque copropriétaire doit détenir une assurance responsabilité civile, et le syndicat doit maintenir un fonds d’autoassurance pour couvrir la franchise de son assurance de l’immeuble. Vérifiez le montant de cette franchise : en cas de dégât d’eau provenant de votre unité, elle pourrait vous être réclamée. Votre propre assurance devrait en tenir compte.</p>',
          '<h2>Le rôle du courtier et du notaire</h2>',
          '<p>Votre courtier vous aidera à obtenir ces documents auprès du vendeur et du syndicat, et à inclure dans la promesse d’achat une condition d’examen satisfaisant des documents. Le notaire, lui, vérifiera notamment l’état des frais communs et des cotisations spéciales avant la signature. Prévoyez quelques jours pour tout lire : c’est du temps bien investi.</p>',
        ),
      ],
      en: [
        text(
          '<p>When you buy a condo in a divided co-ownership, you are not just buying a unit: you also become a member of the syndicate of co-owners that runs the building, its budget and its upkeep. The health of that syndicate will affect your finances as much as the condition of your own unit.</p>',
          '<p>Passed in 2019, the law commonly known as <strong>Bill 16</strong> strengthened the obligations of syndicates to better protect buyers. Its regulations have come into force gradually and give buildings time to comply, so not every building is at the same stage.</p>',
        ),
        text(
          '<h2>The declaration of co-ownership</h2>',
          '<p>This is the building’s founding document. It contains the constituting act, which describes the private and common portions; the by-laws, which set the house rules (pets, short-term rentals, renovations, noise); and the description of the fractions. Read it before you commit: a rule banning rentals or limiting pets can change your plans entirely.</p>',
          '<h2>The contingency fund</h2>',
          '<p>The contingency fund pays for major repairs and the replacement of common portions: roof, windows, underground parking, elevator. Under Bill 16, contributions must be based on a <em>contingency fund study</em> prepared by a qualified professional and updated periodically, in principle every five years. A thin fund often signals special assessments ahead.</p>',
          '<h2>The maintenance log</h2>',
          '<p>The syndicate must also keep a maintenance log describing work done and planned. Together with the fund study, it gives a clear picture of the building’s real condition and upcoming costs. Before you sign a promise to purchase, ask for:</p>',
        ),
        list([
          'The full declaration of co-ownership and any amendments',
          'Minutes of the meetings from the last two or three years',
          'Financial statements and the current year’s budget',
          'The contingency fund study and the maintenance log',
          'Any special assessments voted or under discussion',
          'The unit’s monthly condo fees and proof of the syndicate’s insurance',
        ]),
        quote('A well-located condo in a poorly run building is still a bad buy. The minutes often tell you what the visit does not.', 'Marc-André Gagnon'),
        text(
          '<h2>Insurance, an often overlooked point</h2>',
          '<p>Every co-owner must carry civil liability insurance, and the syndicate must maintain a self-insurance fund to cover the deductible on the building’s policy. Check how high that deductible is: if water damage starts in your unit, it could be claimed from you. Your own policy should take that into account.</p>',
          '<h2>What your broker and notary do</h2>',
          '<p>Your broker will help you get these documents from the seller and the syndicate, and include a condition in the promise to purchase that you find them satisfactory. The notary will check, among other things, that condo fees and special assessments are up to date before signing. Give yourself a few days to read everything: it is time well spent.</p>',
        ),
      ],
    },
    cover: '/blog/condo.svg',
    coverAlt: {
      fr: 'Illustration d’un immeuble en copropriété de quelques étages',
      en: 'Illustration of a low-rise condominium building',
    },
    categories: ['buying'],
    author: 1,
    tags: {
      fr: ['copropriété', 'Loi 16', 'fonds de prévoyance'],
      en: ['condo', 'Bill 16', 'contingency fund'],
    },
    daysAgo: 64,
  },
  {
    key: 'boucherville-saint-bruno',
    slug: { fr: 'vivre-a-boucherville-ou-a-saint-bruno' },
    title: { fr: 'Boucherville ou Saint-Bruno : deux villes, deux styles de vie' },
    excerpt: {
      fr: 'Entre le fleuve et la montagne, Boucherville et Saint-Bruno-de-Montarville offrent une qualité de vie recherchée. Portrait de deux villes voisines bien distinctes.',
    },
    body: {
      fr: [
        text(
          '<p>Boucherville et Saint-Bruno-de-Montarville figurent souvent sur la liste des familles qui quittent Montréal ou les secteurs plus denses de Longueuil. Elles ont en commun des rues tranquilles, beaucoup d’espaces verts et d’excellents services. Mais l’une vit au rythme du fleuve, l’autre au pied de la montagne. Voici ce qui les distingue, vu du terrain.</p>',
        ),
        text(
          '<h2>Boucherville : le fleuve à portée de main</h2>',
          '<p>Fondée il y a plus de trois siècles, Boucherville a conservé un cœur historique charmant, avec ses maisons anciennes et son église patrimoniale près du fleuve. Le parc national des Îles-de-Boucherville, accessible à vélo ou en navette fluviale en saison, offre kayak, pistes cyclables et sentiers à quelques minutes de la maison.</p>',
          '<p>Côté immobilier, on trouve surtout des maisons unifamiliales et des jumelés, mais aussi un nombre croissant de copropriétés. La proximité de l’autoroute 20 et du pont-tunnel Louis-Hippolyte-La Fontaine facilite les déplacements vers l’est de Montréal, un atout apprécié des travailleurs de ce secteur.</p>',
        ),
        text(
          '<h2>Saint-Bruno : la montagne comme cour arrière</h2>',
          '<p>Saint-Bruno-de-Montarville s’est développée au pied du mont Saint-Bruno, l’une des collines montérégiennes. Le parc national du Mont-Saint-Bruno, avec ses lacs, ses sentiers et sa station de ski, fait partie du quotidien des résidents. Le centre-ville, autour de la rue Montarville, garde une atmosphère de village avec ses commerces de proximité et ses cafés.</p>',
          '<p>Le parc immobilier compte beaucoup de maisons unifamiliales sur de grands terrains boisés, très recherchées par les familles. La gare de train de banlieue et l’autoroute 30 relient la ville au reste de la région.</p>',
        ),
        quote(
          'Mes clients qui choisissent Saint-Bruno parlent souvent de la montagne ; ceux qui choisissent Boucherville, du fleuve. Dans les deux cas, ils cherchent un cadre de vie plus qu’une simple maison.',
          'Julie Tremblay',
        ),
        text(
          '<h2>Comparer les deux villes</h2>',
          '<p>Les deux villes offrent une qualité de vie comparable ; le choix se fait surtout selon vos habitudes. Quelques questions pour vous aider à trancher :</p>',
        ),
        list([
          'Où travaillez-vous, et quel trajet ferez-vous chaque jour ?',
          'Préférez-vous le vélo au bord de l’eau ou la randonnée en forêt ?',
          'Quel type de propriété recherchez-vous : maison, jumelé, copropriété ?',
          'Quelles écoles et quels services sont importants pour votre famille ?',
          'Quel budget êtes-vous prêt à consacrer aux taxes municipales et à l’entretien d’un grand terrain ?',
        ]),
        text(
          '<h2>Un marché où il faut être prêt</h2>',
          '<p>Dans les deux villes, les propriétés bien entretenues et bien situées trouvent généralement preneur rapidement, surtout au printemps. Faites préapprouver votre financement, visitez les secteurs à différents moments de la journée et discutez avec votre courtier des ventes récentes dans les rues qui vous intéressent. Quand la bonne maison se présentera, vous pourrez agir avec confiance.</p>',
          '<p>Pensez aussi à la revente : dans les deux villes, les maisons situées près des parcs, des écoles et des services conservent généralement bien leur valeur, même quand le marché ralentit.</p>',
        ),
      ],
    },
    cover: '/blog/neighbourhood.svg',
    coverAlt: { fr: 'Illustration d’un quartier résidentiel entouré de verdure' },
    categories: ['neighbourhoods'],
    author: 0,
    tags: { fr: ['Boucherville', 'Saint-Bruno', 'Rive-Sud'] },
    daysAgo: 79,
  },
  {
    key: 'pre-purchase-inspection',
    slug: { fr: 'inspection-preachat-ce-qu-il-faut-savoir', en: 'pre-purchase-inspection-what-to-know' },
    title: {
      fr: 'L’inspection préachat : ce qu’il faut savoir avant de signer',
      en: 'Pre-purchase inspection: what to know before you sign',
    },
    excerpt: {
      fr: 'L’inspection préachat vous permet d’acheter en connaissance de cause. Comment choisir un inspecteur, que vérifie-t-il et que faire du rapport ?',
      en: 'A pre-purchase inspection lets you buy with your eyes open. How to choose an inspector, what gets checked and what to do with the report.',
    },
    body: {
      fr: [
        text(
          '<p>Une maison peut être magnifique lors de la visite et cacher des problèmes coûteux. L’inspection préachat, réalisée par un inspecteur en bâtiment après l’acceptation de votre promesse d’achat, sert justement à réduire ce risque. Elle n’est pas obligatoire, mais je la recommande dans presque tous les cas, y compris pour une copropriété ou une construction récente.</p>',
        ),
        text(
          '<h2>Une condition de votre promesse d’achat</h2>',
          '<p>L’inspection est généralement prévue comme condition dans la promesse d’achat, avec un délai de quelques jours pour la réaliser. Si le rapport révèle un problème important, vous pouvez, selon les termes de la promesse, demander au vendeur de corriger la situation, renégocier le prix ou vous retirer. Respectez bien les délais : une fois la condition expirée, ces options disparaissent.</p>',
          '<h2>Bien choisir son inspecteur</h2>',
          '<p>Informez-vous sur sa formation, son expérience, ses assurances et la norme de pratique qu’il suit. Demandez un exemple de rapport. Un bon inspecteur prend le temps d’expliquer ce qu’il observe et distingue clairement l’urgent du simple entretien. Prévoyez quelques centaines de dollars, selon la taille et le type de propriété.</p>',
          '<h2>Ce que l’inspecteur examine</h2>',
          '<p>L’inspection est visuelle et non destructive. Elle couvre notamment :</p>',
        ),
        list([
          'La structure et la fondation, y compris les signes d’infiltration',
          'La toiture, les gouttières et le drainage du terrain',
          'Les portes, les fenêtres, les revêtements extérieurs et le calfeutrage',
          'L’électricité, la plomberie, le chauffage et la ventilation',
          'L’isolation et la ventilation de l’entretoit',
          'Le sous-sol et les traces d’humidité ou de moisissure',
        ]),
        image('/blog/inspection.svg', 'Illustration d’une maison examinée à la loupe', 'L’inspection est visuelle : l’inspecteur ne démonte rien, mais il sait où regarder.'),
        text(
          '<h2>Assister à l’inspection</h2>',
          '<p>Soyez présent, posez des questions et prenez des notes. Vous en apprendrez beaucoup sur le fonctionnement de votre future maison : où se trouve l’entrée d’eau principale, comment entretenir l’échangeur d’air, quels travaux prévoir dans les prochaines années.</p>',
          '<h2>Lire le rapport avec recul</h2>',
          '<p>Aucune maison n’est parfaite, et un rapport contient toujours une longue liste d’observations. Concentrez-vous sur les éléments majeurs : structure, infiltrations d’eau, sécurité électrique, toiture en fin de vie. En cas de doute sérieux, l’inspecteur peut recommander l’avis d’un expert, par exemple un ingénieur en structure.</p>',
          '<h2>Les vérifications complémentaires</h2>',
          '<p>Selon la propriété, d’autres vérifications peuvent être utiles : caméra dans le drain de fondation d’une maison plus ancienne, analyse de l’eau d’un puits, évaluation de l’installation septique à la campagne ou recherche de pyrite sous la dalle du sous-sol, un problème connu dans certains secteurs de la région. Votre inspecteur ou votre courtier vous dira si elles sont pertinentes dans votre cas.</p>',
        ),
        text(
          '<h2>Le cas de la vente sans garantie légale</h2>',
          '<p>Certaines propriétés, comme celles vendues par une succession ou reprises par une institution financière, se vendent <strong>sans garantie légale de qualité</strong>, aux risques et périls de l’acheteur. Dans ce cas, vous ne pourrez pas invoquer de vices cachés après l’achat : l’inspection devient encore plus essentielle.</p>',
        ),
      ],
      en: [
        text(
          '<p>A house can look stunning during the visit and still hide expensive problems. The pre-purchase inspection, carried out by a building inspector once your promise to purchase is accepted, is there to reduce that risk. It is not mandatory, but I recommend it in almost every case, including condos and recently built homes.</p>',
        ),
        text(
          '<h2>A condition of your promise to purchase</h2>',
          '<p>The inspection is usually written into the promise to purchase as a condition, with a few days to carry it out. If the report reveals a significant problem, you can, depending on the terms of the promise, ask the seller to fix it, renegotiate the price or walk away. Mind the deadlines: once the condition expires, those options are gone.</p>',
          '<h2>Choosing your inspector</h2>',
          '<p>Ask about their training, experience, insurance and the standard of practice they follow. Request a sample report. A good inspector takes the time to explain what they see and clearly separates urgent issues from routine maintenance. Expect to pay a few hundred dollars, depending on the size and type of property.</p>',
          '<h2>What the inspector looks at</h2>',
          '<p>The inspection is visual and non-invasive. It covers, among other things:</p>',
        ),
        list([
          'Structure and foundation, including signs of water infiltration',
          'Roof, gutters and lot drainage',
          'Doors, windows, exterior cladding and caulking',
          'Electrical, plumbing, heating and ventilation systems',
          'Attic insulation and ventilation',
          'The basement and any signs of moisture or mould',
        ]),
        image(
          '/blog/inspection.svg',
          'Illustration of a house examined through a magnifying glass',
          'The inspection is visual: the inspector doesn’t take anything apart, but knows where to look.',
        ),
        text(
          '<h2>Be there for the inspection</h2>',
          '<p>Attend, ask questions and take notes. You will learn a lot about how your future home works: where the main water shut-off is, how to maintain the air exchanger, what work to plan for in the coming years.</p>',
          '<h2>Read the report with perspective</h2>',
          '<p>No house is perfect, and every report includes a long list of observations. Focus on the big items: structure, water infiltration, electrical safety, a roof at the end of its life. If there is serious doubt, the inspector may recommend a specialist, such as a structural engineer.</p>',
          '<h2>Additional checks</h2>',
          '<p>Depending on the property, other checks can be worthwhile: a camera inspection of the foundation drain in an older house, a water test for a well, an assessment of the septic system in the country, or testing for pyrite under the basement slab, a known issue in some parts of the region. Your inspector or broker will tell you whether they make sense in your case.</p>',
        ),
        text(
          '<h2>Sales without legal warranty</h2>',
          '<p>Some properties, such as those sold by an estate or repossessed by a lender, are sold <strong>without legal warranty of quality</strong>, at the buyer’s own risk. In that case, you cannot claim latent defects after the purchase, which makes the inspection even more essential.</p>',
        ),
      ],
    },
    cover: '/blog/inspection.svg',
    coverAlt: {
      fr: 'Illustration d’une loupe examinant une maison',
      en: 'Illustration of a magnifying glass examining a house',
    },
    categories: ['buying'],
    author: 0,
    tags: { fr: ['inspection', 'achat', 'vices cachés'], en: ['inspection', 'buying', 'latent defects'] },
    daysAgo: 93,
  },
  {
    key: 'welcome-tax',
    slug: { fr: 'taxe-de-bienvenue-droits-de-mutation', en: 'quebec-welcome-tax-land-transfer-duties' },
    title: {
      fr: 'Taxe de bienvenue : comprendre les droits de mutation',
      en: 'Quebec’s welcome tax: how land transfer duties work',
    },
    excerpt: {
      fr: 'Le compte arrive quelques semaines après la signature chez le notaire. Voici comment fonctionnent les droits de mutation et comment estimer le montant à prévoir.',
      en: 'The bill arrives a few weeks after you sign at the notary’s. Here is how land transfer duties work in Quebec and how to estimate what you will owe.',
    },
    body: {
      fr: [
        text(
          '<p>Au Québec, l’acheteur d’une propriété doit payer des <strong>droits de mutation immobilière</strong>, mieux connus sous le nom de « taxe de bienvenue ». Le surnom serait un clin d’œil au ministre qui a instauré cette taxe dans les années 1970.</p>',
          '<p>Contrairement à ce que plusieurs pensent, elle n’est pas incluse dans le prix d’achat ni payée chez le notaire : c’est la municipalité qui vous envoie le compte, habituellement quelques semaines ou quelques mois après la transaction. Mieux vaut donc la prévoir dès le départ.</p>',
        ),
        text(
          '<h2>Sur quelle base est-elle calculée ?</h2>',
          '<p>Les droits sont calculés sur la base d’imposition, soit le plus élevé de trois montants : le prix payé, le prix stipulé dans l’acte de vente et la valeur marchande de l’immeuble, établie à partir de l’évaluation municipale ajustée par un facteur comparatif. Dans la grande majorité des cas, c’est tout simplement le prix d’achat.</p>',
          '<h2>Un calcul par tranches</h2>',
          '<p>Le taux n’est pas unique : il augmente par tranches, un peu comme l’impôt sur le revenu. Les seuils sont indexés chaque année et certaines municipalités appliquent des taux plus élevés sur les tranches supérieures. Les chiffres ci-dessous sont donc <em>indicatifs</em> et varient selon la municipalité :</p>',
        ),
        list([
          'Environ 0,5 % sur la première tranche, jusqu’à un peu plus de 60 000 $',
          'Environ 1 % sur la tranche suivante, jusqu’à un peu plus de 300 000 $',
          'Environ 1,5 % au-delà, avec des taux parfois plus élevés pour les propriétés de grande valeur, selon la municipalité',
        ]),
        text(
          '<h2>Un exemple concret</h2>',
          '<p>Pour une maison achetée 400 000 $ dans une municipalité qui applique les taux de base, le calcul donne à peu près ceci : environ 300 $ sur la première tranche, un peu moins de 2 500 $ sur la deuxième et un peu moins de 1 400 $ sur la portion qui dépasse le deuxième seuil. Le total se situe donc un peu au-dessus de 4 100 $. Pour un chiffre précis, consultez le service de taxation de votre municipalité ou votre notaire.</p>',
          '<h2>Montréal a ses propres tranches</h2>',
          '<p>Si vous achetez sur le territoire de Montréal, attendez-vous à une facture plus salée. La Ville applique des tranches supplémentaires, avec des taux qui grimpent progressivement pour les propriétés de valeur élevée. Sur la Rive-Sud, plusieurs villes s’en tiennent aux taux de base pour la majorité des transactions résidentielles, mais il faut toujours vérifier : les règles changent d’une municipalité à l’autre et d’une année à l’autre.</p>',
        ),
        text(
          '<h2>Des exonérations possibles</h2>',
          '<p>Certains transferts peuvent être exonérés, par exemple entre conjoints ou, dans des situations précises, entre parents et enfants. Le notaire vérifiera si vous y avez droit. Il n’existe toutefois pas d’exemption générale pour les premiers acheteurs au Québec, même si quelques municipalités offrent des programmes d’aide ou des remboursements partiels. Renseignez-vous avant de signer.</p>',
          '<h2>Notre conseil</h2>',
          '<p>Ajoutez la taxe de bienvenue à votre budget de frais d’achat, au même titre que le notaire et l’inspection. Mettez le montant de côté dans un compte distinct dès la signature : quand le compte arrivera, vous n’aurez aucune mauvaise surprise.</p>',
        ),
      ],
      en: [
        text(
          '<p>In Quebec, anyone who buys a property has to pay <strong>land transfer duties</strong>, better known as the “welcome tax”. The nickname is said to be a nod to the minister who introduced it in the 1970s.</p>',
          '<p>Contrary to what many people think, it is not included in the purchase price or paid at the notary’s office. The municipality sends you the bill, usually a few weeks or months after the transaction, so it pays to plan for it from the start.</p>',
        ),
        text(
          '<h2>What is it based on?</h2>',
          '<p>The duties are calculated on the taxable base, which is the highest of three amounts: the price paid, the price stated in the deed of sale, and the property’s market value, derived from the municipal assessment adjusted by a comparative factor. In the vast majority of cases, that is simply the purchase price.</p>',
          '<h2>A bracket system</h2>',
          '<p>There is no single rate: it rises by brackets, a bit like income tax. The thresholds are indexed every year, and some municipalities charge higher rates on the upper brackets. The figures below are therefore <em>indicative</em> and vary by municipality:</p>',
        ),
        list([
          'About 0.5% on the first bracket, up to a little over $60,000',
          'About 1% on the next bracket, up to a little over $300,000',
          'About 1.5% above that, with higher rates in some municipalities for high-value properties',
        ]),
        text(
          '<h2>A worked example</h2>',
          '<p>For a $400,000 house in a municipality that uses the base rates, the calculation looks roughly like this: about $300 on the first bracket, just under $2,500 on the second, and just under $1,400 on the portion above the second threshold. That comes to a little over $4,100 in total. For an exact figure, check with your municipality’s tax department or your notary.</p>',
          '<h2>Montreal has its own brackets</h2>',
          '<p>If you buy in Montreal, expect a bigger bill. The city adds extra brackets, with rates that climb gradually for higher-value properties. On the South Shore, many cities stick to the base rates for most residential sales, but always check: the rules differ from one municipality to the next and from one year to the next.</p>',
        ),
        text(
          '<h2>Possible exemptions</h2>',
          '<p>Some transfers may be exempt, for instance between spouses or, in specific situations, between parents and children. Your notary will check whether you qualify. There is, however, no general exemption for first-time buyers in Quebec, although a few municipalities offer assistance programs or partial refunds. Ask before you sign.</p>',
          '<h2>Our advice</h2>',
          '<p>Add the welcome tax to your closing-cost budget, just like the notary and the inspection. Put the money aside in a separate account on signing day, and the bill will hold no surprises when it arrives.</p>',
        ),
      ],
    },
    cover: '/blog/calculator.svg',
    coverAlt: {
      fr: 'Illustration d’une calculatrice posée sur des documents financiers',
      en: 'Illustration of a calculator resting on financial documents',
    },
    categories: ['buying'],
    author: 1,
    tags: { fr: ['taxe de bienvenue', 'frais d’achat', 'budget'], en: ['welcome tax', 'closing costs', 'budget'] },
    daysAgo: 112,
  },
  {
    key: 'buy-and-sell',
    slug: { fr: 'vendre-et-acheter-en-meme-temps', en: 'selling-and-buying-at-the-same-time' },
    title: {
      fr: 'Vendre et acheter en même temps : comment s’y prendre',
      en: 'Selling and buying at the same time: how to do it',
    },
    excerpt: {
      fr: 'Vendre d’abord ou acheter d’abord ? Conditions, dates d’occupation et prêt-relais : les options pour passer d’une maison à l’autre sans stress inutile.',
      en: 'Sell first or buy first? Conditions, occupancy dates and bridge financing: your options for moving from one home to the next without needless stress.',
    },
    body: {
      fr: [
        text(
          '<p>Quand on est déjà propriétaire, changer de maison signifie coordonner deux transactions : la vente de la propriété actuelle et l’achat de la prochaine. Le défi consiste à éviter deux écueils, soit se retrouver avec deux hypothèques, soit se retrouver sans toit. Il n’existe pas de formule parfaite, mais plusieurs outils permettent de réduire le risque.</p>',
        ),
        text(
          '<h2>Option 1 : vendre d’abord</h2>',
          '<p>Vendre en premier vous permet de connaître précisément le montant dont vous disposerez pour le prochain achat. Vous négociez ensuite en position de force, sans condition liée à une vente. Le risque : ne pas trouver rapidement la maison suivante. Pour vous donner du temps, vous pouvez négocier une date d’occupation plus éloignée avec votre acheteur.</p>',
          '<h2>Option 2 : acheter d’abord</h2>',
          '<p>Acheter en premier vous assure de ne pas laisser filer la maison de vos rêves. Vous pouvez inclure dans votre promesse d’achat une condition liée à la vente de votre propriété, mais les vendeurs l’acceptent moins volontiers dans un marché actif, car elle rend l’offre moins sûre. Sans cette condition, vous devez être à l’aise avec l’idée de porter deux propriétés pendant un certain temps.</p>',
        ),
        text(
          '<h2>Le prêt-relais, un pont entre deux transactions</h2>',
          '<p>Le prêt-relais est un financement temporaire qui vous permet d’utiliser l’équité de votre maison actuelle pour la mise de fonds de la nouvelle, avant que la vente ne soit conclue chez le notaire. Il est généralement offert lorsque votre propriété est déjà vendue ferme, c’est-à-dire une fois toutes les conditions de l’acheteur levées. Sa durée est courte, et son coût dépend du taux et du nombre de jours.</p>',
        ),
        quote(
          'Le prêt-relais ne sert pas à acheter avant d’avoir vendu ; il sert à attendre l’argent d’une vente déjà conclue. Cette nuance évite bien des surprises.',
          'Julie Tremblay',
        ),
        text(
          '<h2>Synchroniser les dates</h2>',
          '<p>L’idéal est de signer la vente et l’achat le même jour, ou à quelques jours d’intervalle. Votre courtier et votre notaire coordonnent alors les transactions pour que le produit de la vente serve directement à l’achat. Si un écart est inévitable, prévoyez une solution temporaire : location à court terme, entreposage, hébergement chez des proches. Avant de vous lancer, faites le point sur :</p>',
        ),
        list([
          'L’équité réelle de votre propriété, après remboursement de l’hypothèque et frais de vente',
          'Votre capacité à porter deux hypothèques, même quelques semaines',
          'Les pénalités possibles pour le remboursement anticipé de votre prêt actuel',
          'La possibilité de transférer votre hypothèque actuelle vers la nouvelle propriété',
          'La marge de manœuvre que vous laisse le marché de votre secteur',
        ]),
        text(
          '<h2>Un plan avant la mise en vente</h2>',
          '<p>Le plus important est d’avoir un plan avant de signer quoi que ce soit. Rencontrez votre prêteur pour connaître vos options de financement, demandez à votre courtier une évaluation réaliste de votre maison et du délai de vente probable dans votre secteur, puis décidez de l’ordre des étapes. Bien préparée, une double transaction se déroule beaucoup plus sereinement qu’on le croit.</p>',
        ),
      ],
      en: [
        text(
          '<p>If you already own a home, moving means juggling two transactions: selling the one you have and buying the next. The challenge is to avoid two traps, carrying two mortgages or ending up with nowhere to live. There is no perfect formula, but several tools can reduce the risk.</p>',
        ),
        text(
          '<h2>Option 1: sell first</h2>',
          '<p>Selling first tells you exactly how much you will have for your next purchase. You can then negotiate from a position of strength, with no sale condition attached to your offer. The risk is not finding your next home quickly enough. To buy yourself time, you can negotiate a later occupancy date with your buyer.</p>',
          '<h2>Option 2: buy first</h2>',
          '<p>Buying first makes sure your dream home does not slip away. You can make your promise to purchase conditional on the sale of your current property, but sellers are less willing to accept that in an active market because it makes the offer less certain. Without that condition, you need to be comfortable carrying two properties for a while.</p>',
        ),
        text(
          '<h2>Bridge financing: a link between two deals</h2>',
          '<p>A bridge loan is short-term financing that lets you use the equity in your current home toward the down payment on the new one before the sale closes at the notary’s. It is generally available once your home is sold firm, meaning all of the buyer’s conditions have been fulfilled. It runs for a short time, and its cost depends on the rate and the number of days.</p>',
        ),
        quote(
          'A bridge loan isn’t for buying before you sell; it’s for waiting on the money from a sale that is already done. That distinction saves a lot of surprises.',
          'Julie Tremblay',
        ),
        text(
          '<h2>Line up the dates</h2>',
          '<p>Ideally, the sale and the purchase are signed on the same day or a few days apart. Your broker and notary then coordinate both transactions so the proceeds of the sale go straight into the purchase. If a gap can’t be avoided, plan a temporary solution: a short-term rental, storage, or staying with family. Before you start, take stock of:</p>',
        ),
        list([
          'The real equity in your home, after paying off the mortgage and selling costs',
          'Your ability to carry two mortgages, even for a few weeks',
          'Any prepayment penalty on your current mortgage',
          'Whether you can port your current mortgage to the new property',
          'How much room the market in your area gives you',
        ]),
        text(
          '<h2>Have a plan before you list</h2>',
          '<p>Most importantly, have a plan before you sign anything. Meet your lender to understand your financing options, ask your broker for a realistic valuation of your home and how long it is likely to take to sell in your area, then decide on the order of steps. Well prepared, a double transaction goes much more smoothly than people expect.</p>',
        ),
      ],
    },
    cover: '/blog/keys.svg',
    coverAlt: {
      fr: 'Illustration de deux trousseaux de clés, l’ancien et le nouveau',
      en: 'Illustration of two sets of keys, the old and the new',
    },
    categories: ['selling', 'buying'],
    author: 0,
    tags: { fr: ['vendre', 'acheter', 'prêt-relais'], en: ['selling', 'buying', 'bridge financing'] },
    daysAgo: 134,
  },
  {
    key: 'moving-checklist',
    slug: { fr: 'liste-de-verification-pour-le-demenagement', en: 'moving-checklist-before-the-big-day' },
    title: {
      fr: 'Déménagement : la liste de vérification complète',
      en: 'Moving checklist: everything to do before the big day',
    },
    excerpt: {
      fr: 'De la réservation des déménageurs au changement d’adresse, voici une liste à suivre semaine par semaine pour un déménagement sans mauvaises surprises.',
      en: 'From booking movers to changing your address, here is a week-by-week checklist for a move without unpleasant surprises.',
    },
    body: {
      fr: [
        text(
          '<p>Que vous veniez d’acheter ou de vendre, le déménagement arrive toujours plus vite qu’on le pense. Au Québec, la période autour du 1er juillet complique encore les choses : déménageurs, camions et même boîtes se font rares. La clé, c’est de s’y prendre tôt et de procéder par étapes.</p>',
        ),
        text(
          '<h2>Six à huit semaines avant</h2>',
          '<p>Dès que la date de signature chez le notaire est connue, réservez vos déménageurs ou votre camion. Demandez plusieurs soumissions et vérifiez que l’entreprise est bien assurée. Profitez-en pour faire le tri : ce que vous ne déménagez pas, vous n’aurez pas à l’emballer. Vente de garage, dons et écocentre vous aideront à alléger la charge.</p>',
          '<h2>Un mois avant</h2>',
        ),
        list([
          'Faire votre changement d’adresse, notamment auprès du service gouvernemental de changement d’adresse',
          'Demander à Postes Canada de faire suivre votre courrier',
          'Planifier le transfert ou l’ouverture des comptes d’électricité, d’Internet et de téléphone',
          'Aviser votre assureur pour que l’assurance habitation couvre la nouvelle adresse dès la prise de possession',
          'Réserver l’ascenseur ou le quai de chargement si vous emménagez en copropriété',
          'Inscrire les enfants à leur nouvelle école ou garderie, au besoin',
        ]),
        text(
          '<h2>Deux semaines avant</h2>',
          '<p>Confirmez l’heure d’arrivée des déménageurs et le stationnement aux deux adresses ; dans certaines villes, un permis peut être nécessaire pour garer le camion dans la rue. Prévoyez la garde des enfants et des animaux pour le jour J, commencez à vider le garde-manger et rassemblez dans une même chemise les documents importants : acte de vente, contrat de déménagement, coordonnées du notaire et de votre courtier.</p>',
          '<h2>La semaine du déménagement</h2>',
          '<p>Emballez pièce par pièce et identifiez chaque boîte avec sa destination et son contenu. Préparez une boîte « essentiels » pour la première nuit : draps, articles de toilette, chargeurs, médicaments, quelques ustensiles et du papier hygiénique. Dégivrez le congélateur et videz le réfrigérateur la veille.</p>',
          '<h2>Le jour J</h2>',
          '<p>Si vous vendez, laissez la maison propre et prévoyez de remettre toutes les clés, les télécommandes de garage et les documents utiles, comme les garanties et les manuels d’utilisation. Si vous achetez, faites une dernière visite avant la signature pour vous assurer que les inclusions sont bien là et que la propriété est dans l’état convenu.</p>',
          '<p>Gardez sur vous la boîte des essentiels, vos papiers importants et vos objets de valeur plutôt que de les confier aux déménageurs.</p>',
        ),
        text(
          '<h2>Après l’emménagement</h2>',
          '<p>Changez les serrures ou faites recoder les accès : vous ne savez pas combien de clés circulent. Vérifiez les avertisseurs de fumée et de monoxyde de carbone, repérez l’entrée d’eau principale et le panneau électrique. Assurez-vous que votre nouvelle adresse figure bien sur votre permis de conduire et votre carte d’assurance maladie.</p>',
          '<p>Enfin, prenez le temps de découvrir votre nouveau quartier : parcs, commerces, bibliothèque, pistes cyclables. C’est là que commence vraiment la vie dans votre nouvelle maison.</p>',
        ),
      ],
      en: [
        text(
          '<p>Whether you have just bought or just sold, moving day always comes sooner than you think. In Quebec, the weeks around July 1 make things even harder: movers, trucks and even boxes are in short supply. The key is to start early and take it one step at a time.</p>',
        ),
        text(
          '<h2>Six to eight weeks before</h2>',
          '<p>As soon as you know your signing date at the notary’s, book your movers or your truck. Get several quotes and make sure the company is properly insured. Use the time to sort through your things: whatever you don’t move, you won’t have to pack. A garage sale, donations and a trip to the eco-centre will lighten the load.</p>',
          '<h2>One month before</h2>',
        ),
        list([
          'Change your address, including through the Quebec government’s address change service',
          'Ask Canada Post to forward your mail',
          'Schedule the transfer or set-up of electricity, internet and phone accounts',
          'Tell your insurer so your home insurance covers the new address from the day you take possession',
          'Book the elevator or loading dock if you are moving into a condo',
          'Register the children at their new school or daycare, if needed',
        ]),
        text(
          '<h2>Two weeks before</h2>',
          '<p>Confirm the movers’ arrival time and parking at both addresses; in some cities, a permit may be needed to park the truck on the street. Arrange care for the children and pets on moving day, start using up the pantry and gather the important papers in one folder: deed of sale, moving contract, and contact details for your notary and broker.</p>',
          '<h2>Moving week</h2>',
          '<p>Pack room by room and label every box with its destination and contents. Set aside an “essentials” box for the first night: sheets, toiletries, chargers, medication, a few utensils and toilet paper. Defrost the freezer and empty the fridge the day before.</p>',
          '<h2>Moving day</h2>',
          '<p>If you are selling, leave the house clean and plan to hand over all the keys, garage door openers and useful documents such as warranties and user manuals. If you are buying, do a final walk-through before signing to make sure the inclusions are there and the property is in the agreed condition.</p>',
          '<p>Keep the essentials box, your important papers and your valuables with you rather than handing them to the movers.</p>',
        ),
        text(
          '<h2>After you move in</h2>',
          '<p>Change the locks or reprogram the access codes: you never know how many keys are out there. Test the smoke and carbon monoxide alarms, and locate the main water shut-off and the electrical panel. Make sure your new address appears on your driver’s licence and health insurance card.</p>',
          '<p>Finally, take time to explore your new neighbourhood: parks, shops, the library, bike paths. That is where life in your new home really begins.</p>',
        ),
      ],
    },
    cover: '/blog/moving.svg',
    coverAlt: {
      fr: 'Illustration de boîtes de déménagement empilées',
      en: 'Illustration of stacked moving boxes',
    },
    categories: ['buying', 'selling'],
    author: 0,
    tags: { fr: ['déménagement', 'organisation', 'liste'], en: ['moving', 'organization', 'checklist'] },
    daysAgo: 166,
  },
];

/** The three blog categories, by key, with their names per locale. */
export const seedCategories: Record<SeedCategoryKey, { fr: string; en: string }> = {
  buying: { fr: 'Acheter', en: 'Buying' },
  selling: { fr: 'Vendre', en: 'Selling' },
  neighbourhoods: { fr: 'Quartiers', en: 'Neighbourhoods' },
};

/** The blog’s two authors; articles refer to them by index (`author: 0 | 1`). */
export const seedAuthors: { name: string; avatar: string; bio: { fr: string; en: string } }[] = [
  {
    name: 'Julie Tremblay',
    avatar: '/images/portrait.svg',
    bio: {
      fr: 'Courtière immobilière résidentielle depuis 12 ans, Julie Tremblay accompagne acheteurs et vendeurs à Longueuil et partout sur la Rive-Sud. Elle connaît chaque secteur, du Vieux-Longueuil à Saint-Bruno, et mise sur des conseils francs et bien documentés.',
      en: 'A residential real estate broker for 12 years, Julie Tremblay helps buyers and sellers in Longueuil and across the South Shore. She knows every area, from Old Longueuil to Saint-Bruno, and believes in straightforward, well-documented advice.',
    },
  },
  {
    name: 'Marc-André Gagnon',
    avatar: '/images/portrait.svg',
    bio: {
      fr: 'Chroniqueur en financement hypothécaire et en marché immobilier, Marc-André Gagnon se spécialise en copropriété. Il vulgarise les règles de financement, les droits de mutation et les obligations des syndicats pour aider les acheteurs à décider en connaissance de cause.',
      en: 'A columnist on mortgages and the real estate market, Marc-André Gagnon specializes in co-ownership. He breaks down financing rules, land transfer duties and syndicate obligations so buyers can make informed decisions.',
    },
  },
];
