// The tooltip words of Great Western Trail: New Zealand (tips.js): what each
// route space, worker, card and tile does, written for this app from the
// engine's data and the rulebook's rules, French and English with the same keys.
export const fr = {
  'tip.neutralSide': 'Bâtiment neutre {letter} (face {side}) : {actions}',
  'tip.locationRule': 'Chaque action une fois, dans l’ordre voulu ; « / » : une seule des deux.',
  'tip.otherBuilding': 'Pour les autres joueurs : seulement une action auxiliaire simple, après la taxe.',
  'tip.risky':
    'Terrain risqué : un bâtiment construit ici ajoute « {action} » à ses actions, pour son seul propriétaire.',
  'tip.lush':
    'Végétation luxuriante (brins d’herbe) : l’action du bâtiment 1 rapporte pour chaque bâtiment de son propriétaire construit sur ces cases.',
  'tip.gate': 'Case réservée : on n’y construit qu’à partir de la case {n} de la piste Exploration.',
  'tip.hazardArea':
    'Zone {hazard} : les tuiles {hazard} tirées à Wellington y sont posées, dans la case libre au plus petit numéro.',
  'tip.hazardTile':
    'Tuile {hazard} : un lieu du parcours ; {tax}. La retirer rapporte {vp} PV et une carte {card}.',
  'tip.tax.none': 'la traverser ne coûte rien',
  'tip.tax.black': 'la traverser coûte 1 livre, payée à la banque',
  'tip.tax.green': 'la traverser coûte 2 livres, payées à la banque',
  'tip.hazardCard.flood': 'Traversier',
  'tip.hazardCard.rockfall': 'Chien de berger',
  'tip.bonusTile': 'Tuile Bonus : {effect} ; {vp} PV en fin de partie.',
  'tip.bonusCard': 'Carte Bonus — {words}',
  'tip.support':
    '{name} : jouée de votre main avant la phase A ou entre deux actions de la phase B : {effect}, puis piochez 1 carte (ou piochez seulement).',
  'tip.sheep':
    '{breed} : valeur d’élevage {breeding} (revenu à Wellington), laine {wool} (tonte){vp}. Chaque race ne compte qu’une fois par révélation.',
  'tip.sheepVp': ', {n} PV en fin de partie',
  'tip.worker.shepherd':
    'Bergère : au marché au bétail, plus vous en avez, plus les options d’achat sont nombreuses et avantageuses.',
  'tip.worker.builder':
    'Bâtisseur : un bâtiment demande au moins le nombre de bâtisseurs inscrit dans son coin, chacun payé au prix que fixe l’action ; en remplaçant l’un de vos bâtiments, seule la différence compte.',
  'tip.worker.sailor':
    'Marin : l’action Bateau déplace votre bateau d’au plus une case par marin, dans le sens de votre choix.',
  'tip.worker.shearer':
    'Tondeur : à la tonte, révélez au plus un mouton de race différente par tondeur et recevez leur laine en livres ; un tondeur qui ne tond pas peut piocher puis défausser une carte.',
  'tip.workerRow': '{worker} : {n} sur 5 ; prochaine case : {next}.',
  'tip.workerFull': '{worker} : rangée pleine ({n} sur 5), la 5e colonne vaut 4 PV.',
  'tip.wslot.none': 'rien de plus',
  'tip.wslot.token': 'recevez 1 jeton Échange',
  'tip.wslot.payHampshireRyeland': 'payez 4 livres pour un Hampshire ou un Ryeland sur votre pioche',
  'tip.wslot.buySheep': 'achetez des moutons au marché',
  'tip.wslot.build': 'placez un bâtiment (2 livres par bâtisseur)',
  'tip.wslot.build1': 'placez un bâtiment en ne payant qu’1 livre par bâtisseur',
  'tip.wslot.discardGold': 'défaussez une carte Mouton pour avancer votre marqueur Or',
  'tip.wslot.boat5': 'déplacez votre bateau de 5 cases au plus',
  'tip.wslot.romney': 'prenez une carte Romney',
  'tip.wslot.explore1': 'avancez d’une case sur la piste Exploration',
  'tip.wslot.marketSheep': 'prenez du marché 2 moutons à 2 PV ou un Hampshire ou un Ryeland',
  'tip.wslot.last': '{what} ; 5e colonne : 4 PV en fin de partie',
  'tip.pair.gold1': 'avancez votre marqueur Or d’une case',
  'tip.pair.wool1': 'une laine permanente',
  'tip.pair.tokens2': 'recevez 2 jetons Échange',
  'tip.pair.vp': '{vp} PV en fin de partie',
  'tip.warehousePair': 'Paire d’entrepôts {k} : une fois ses deux entrepôts posés, {bonus}.',
  'tip.sarahCard': 'Carte {n} de Sarah : elle avance {move}, puis {actions}.',
  'tip.sarahMove.n': 'de {n} lieux',
  'tip.sarahMove.worker': 'd’un lieu par {worker} qu’elle a (1 à 5)',
  'tip.sarahMove.specialty': 'd’un lieu par ouvrier de sa spécialité (1 à 5)',
  'tip.sarahAct.hireCheapest': 'engage gratuitement l’ouvrier le moins cher (sa spécialité départage)',
  'tip.sarahAct.hireSpecialty': 'engage gratuitement un ouvrier de sa spécialité (le moins cher départage)',
  'tip.sarahAct.buySheep': 'achète au marché au bétail l’option de son nombre de bergères',
  'tip.sarahAct.build': 'construit ou remplace un bâtiment selon ses bâtisseurs',
  'tip.sarahAct.invest': 'retire du jeu la tuile Bonus la moins chère',
  'tip.sarahAct.explore1': 'avance d’une case d’exploration, sans récompense',
  'tip.sarahAct.explore2': 'avance de 2 cases d’exploration, sans récompense',
  'tip.sarahAct.explore3': 'avance de 3 cases d’exploration, sans récompense',
  'tip.sarahAct.objective': 'prend l’objectif de l’offre le plus loin de la pioche (compté comme réussi)',
  'tip.sarahAct.hazard': 'prend la tuile Danger la plus forte en PV et sa carte',
  'tip.sarahAct.buySheepOrLincolnCorriedale':
    'spécialiste des bergères : achète au marché ; sinon prend un Lincoln ou un Corriedale',
  'tip.sarahAct.buildOr1':
    'spécialiste des bâtisseurs : construit selon ses bâtisseurs ; sinon un bâtiment d’exactement 1 bâtisseur',
  'tip.sarahAct.buildOr2':
    'spécialiste des bâtisseurs : construit selon ses bâtisseurs ; sinon un bâtiment d’exactement 2 bâtisseurs',
  'tip.sarahAct.buySheepPlus2OrLinCorDorset':
    'spécialiste des bergères : 2 cartes de plus au marché puis achète ; sinon un Lincoln ou Corriedale et un Dorset Horn',
  'tip.sarahAct.sailors': 'prend la carte Bonus que lui vaut son nombre de marins',
  'tip.sarahAct.shearersLincoln': 'selon ses tondeurs : une Romney, et avec plus de tondeurs un Lincoln',
  'tip.sarahAct.shearersRyeland': 'selon ses tondeurs : une Romney, et avec plus de tondeurs un Ryeland',
  'tip.sarahActs': '{a} ; {b}',
};

export const en = {
  'tip.neutralSide': 'Neutral building {letter} (side {side}): {actions}',
  'tip.locationRule': 'Each action once, in any order; “/”: only one of the two.',
  'tip.otherBuilding': 'For the other players: only a single auxiliary action, after the tax.',
  'tip.risky': 'Risky terrain: a building built here adds “{action}” to its actions, for its owner only.',
  'tip.lush':
    'Lush vegetation (blades of grass): building 1’s action pays for each of its owner’s buildings on such spaces.',
  'tip.gate': 'Reserved space: building here needs space {n} of the exploration track.',
  'tip.hazardArea':
    '{hazard} area: the {hazard} tiles drawn in Wellington go here, on the free space with the lowest number.',
  'tip.hazardTile':
    '{hazard} tile: a location of the trail; {tax}. Removing it gives {vp} VP and a {card} card.',
  'tip.tax.none': 'passing it costs nothing',
  'tip.tax.black': 'passing it costs 1 pound, paid to the bank',
  'tip.tax.green': 'passing it costs 2 pounds, paid to the bank',
  'tip.hazardCard.flood': 'Ferry',
  'tip.hazardCard.rockfall': 'Sheepdog',
  'tip.bonusTile': 'Bonus tile: {effect}; {vp} VP at the end.',
  'tip.bonusCard': 'Bonus card — {words}',
  'tip.support':
    '{name}: played from your hand before phase A or between two actions of phase B: {effect}, then draw 1 card (or just draw).',
  'tip.sheep':
    '{breed}: breeding value {breeding} (income in Wellington), wool {wool} (shearing){vp}. Each breed counts once per reveal.',
  'tip.sheepVp': ', {n} VP at the end',
  'tip.worker.shepherd':
    'Shepherd: the more you have, the more and better buying options the cattle market gives.',
  'tip.worker.builder':
    'Builder: a building needs at least the number of builders in its corner, each paid at the action’s rate; replacing one of your buildings, only the difference counts.',
  'tip.worker.sailor':
    'Sailor: the boat action moves your boat up to one space per sailor, in the direction you choose.',
  'tip.worker.shearer':
    'Shearer: when shearing, reveal up to one sheep of a different breed per shearer and earn their wool in pounds; a shearer who does not shear may draw, then discard a card.',
  'tip.workerRow': '{worker}: {n} of 5; next space: {next}.',
  'tip.workerFull': '{worker}: row full ({n} of 5), the 5th column is worth 4 VP.',
  'tip.wslot.none': 'nothing more',
  'tip.wslot.token': 'gain 1 exchange token',
  'tip.wslot.payHampshireRyeland': 'pay 4 pounds for a Hampshire or a Ryeland on top of your draw pile',
  'tip.wslot.buySheep': 'buy sheep at the market',
  'tip.wslot.build': 'place a building (2 pounds per builder)',
  'tip.wslot.build1': 'place a building paying only 1 pound per builder',
  'tip.wslot.discardGold': 'discard a sheep card to advance your gold marker',
  'tip.wslot.boat5': 'move your boat up to 5 spaces',
  'tip.wslot.romney': 'take a Romney card',
  'tip.wslot.explore1': 'advance one space on the exploration track',
  'tip.wslot.marketSheep': 'take from the market 2 sheep worth 2 VP, or a Hampshire or a Ryeland',
  'tip.wslot.last': '{what}; 5th column: 4 VP at the end',
  'tip.pair.gold1': 'advance your gold marker one space',
  'tip.pair.wool1': 'one permanent wool',
  'tip.pair.tokens2': 'gain 2 exchange tokens',
  'tip.pair.vp': '{vp} VP at the end',
  'tip.warehousePair': 'Warehouse pair {k}: once both its warehouses are placed, {bonus}.',
  'tip.sarahCard': 'Sarah’s card {n}: she moves {move}, then {actions}.',
  'tip.sarahMove.n': '{n} locations',
  'tip.sarahMove.worker': 'one location per {worker} she has (1 to 5)',
  'tip.sarahMove.specialty': 'one location per worker of her specialty (1 to 5)',
  'tip.sarahAct.hireCheapest': 'hires the cheapest worker for free (her specialty breaks ties)',
  'tip.sarahAct.hireSpecialty': 'hires a worker of her specialty for free (the cheapest breaks ties)',
  'tip.sarahAct.buySheep': 'buys at the cattle market the option of her number of shepherds',
  'tip.sarahAct.build': 'builds or replaces a building by her builders',
  'tip.sarahAct.invest': 'removes the cheapest bonus tile from the game',
  'tip.sarahAct.explore1': 'advances one exploration space, without rewards',
  'tip.sarahAct.explore2': 'advances 2 exploration spaces, without rewards',
  'tip.sarahAct.explore3': 'advances 3 exploration spaces, without rewards',
  'tip.sarahAct.objective': 'takes the offered objective farthest from the deck (counted as met)',
  'tip.sarahAct.hazard': 'takes the hazard tile worth the most VP and its card',
  'tip.sarahAct.buySheepOrLincolnCorriedale':
    'shepherd specialist: buys at the market; otherwise takes a Lincoln or a Corriedale',
  'tip.sarahAct.buildOr1':
    'builder specialist: builds by her builders; otherwise a building of exactly 1 builder',
  'tip.sarahAct.buildOr2':
    'builder specialist: builds by her builders; otherwise a building of exactly 2 builders',
  'tip.sarahAct.buySheepPlus2OrLinCorDorset':
    'shepherd specialist: 2 more cards to the market, then buys; otherwise a Lincoln or Corriedale and a Dorset Horn',
  'tip.sarahAct.sailors': 'takes the bonus card her number of sailors gives',
  'tip.sarahAct.shearersLincoln': 'by her shearers: a Romney, and with more shearers a Lincoln',
  'tip.sarahAct.shearersRyeland': 'by her shearers: a Romney, and with more shearers a Ryeland',
  'tip.sarahActs': '{a}; {b}',
};
