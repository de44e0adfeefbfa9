// Every string the Lorrein board shows, in French (default) and English.
// Both languages have exactly the same keys.

const fr = {
  'land.forest': 'forêt', 'land.river': 'cailloux de rivière', 'land.meadow': 'pré', 'land.field': 'champ de froment',
  'land.lavender': 'lavande',
  'good.wood': 'bois', 'good.stone': 'pierre', 'good.cow': 'vache', 'good.wheat': 'froment', 'good.lavender': 'lavande',
  'good.plank': 'planche', 'good.slate': 'ardoise', 'good.leather': 'cuir', 'good.flour': 'farine',
  'good.medicine': 'médicament',
  'bead.brown': 'marron', 'bead.blue': 'bleu', 'bead.green': 'vert', 'bead.yellow': 'jaune', 'bead.purple': 'violet',
  'bead.red': 'rouge',
  'building.sawmill': 'scierie', 'building.stonecutter': 'atelier du tailleur de pierres', 'building.tannery': 'tannerie',
  'building.mill': 'moulin', 'building.farm': 'ferme', 'building.witchery': 'sorcellerie', 'building.duchy': 'duché',
  'building.largeDuchy': 'grand duché', 'building.enlarge': 'agrandir un duché', 'building.moveWitchery': 'déplacer la sorcellerie',
  'building.any': 'atelier au choix',
  'hunger.removeWorkshop': 'enlever un atelier', 'hunger.reduceDuchy': 'réduire un grand duché',
  'hunger.removeDuchy': 'enlever un petit duché',
  'side.give': 'Je donne', 'side.take': 'Je demande', 'side.use': 'Transformer dans ton atelier',

  'act.place.tile': 'Placer sur le paysage {tile}', 'act.place.vertex': 'Placer le duché sur le carré {vertex}',
  'act.throw': 'Jeter les grains', 'act.swapBead': 'Écuelle : retirer un grain {remove}, ajouter un grain {add}',
  'act.bowlDone': "Ne plus changer l'écuelle",
  'act.build': 'Construire : {building} (paysage {tile})', 'act.build.duchy': 'Construire un duché (carré {vertex})',
  'act.enlarge': 'Agrandir le duché (carré {vertex})', 'act.moveWitchery': 'Déplacer la sorcellerie (paysage {tile})',
  'act.process': 'Transformer : {good}', 'act.transform': 'Médicament : {from} → {to}',
  'act.swapMission': 'Médicament : échanger ma carte Mission', 'act.fight': 'Médicament : combattre la sorcière de {player}',
  'act.endConstruction': 'Fin de la construction', 'act.eat': 'Nourrir : {good}',
  'act.hunger': 'Faim : {option}', 'act.hunger.tile': 'Faim : {option} (paysage {tile})',
  'act.hunger.vertex': 'Faim : {option} (carré {vertex})', 'act.removeWorkshop': "Enlever l'atelier (paysage {tile})",
  'act.addRedBead': 'Médicament : ajouter un grain rouge', 'act.metamorphose': 'Médicament : « Métamorphose » de l\'écuelle',
  'act.pass': 'Passer', 'act.offer': 'Proposer un échange à {player}',
  'act.offerAdd': '{side} : {good}', 'act.offerSend': "Envoyer l'offre", 'act.offerCancel': "Annuler l'offre",
  'act.accept': "Accepter l'offre", 'act.refuse': "Refuser l'offre", 'act.counter': 'Faire une contre-offre',

  'phase.place': 'installation', 'phase.harvest': 'récolte', 'phase.construction': 'construction',
  'phase.food': 'phase alimentaire', 'phase.over': 'partie terminée', 'phase.beforeThrow': 'avant le jet',
  'phase.changeBowl': "changer l'écuelle", 'phase.composeOffer': 'composer une offre',
  'phase.answerOffer': 'répondre à une offre', 'phase.removeWorkshop': 'enlever des ateliers',
  'action.place': 'Installation', 'action.throw': 'Récolte', 'action.swapBead': 'Écuelle', 'action.bowlDone': 'Écuelle',
  'action.build': 'Construire', 'action.enlarge': 'Agrandir', 'action.moveWitchery': 'Sorcellerie',
  'action.process': 'Transformer', 'action.transform': 'Médicament', 'action.swapMission': 'Médicament',
  'action.fight': 'Combat de sorcières', 'action.endConstruction': 'Fin de la construction', 'action.eat': 'Nourrir',
  'action.hunger': 'Faim', 'action.removeWorkshop': 'Enlever', 'action.addRedBead': 'Grain rouge',
  'action.metamorphose': 'Métamorphose', 'action.pass': 'Passer', 'action.offer': 'Négocier',
  'action.offerAdd': 'Offre', 'action.offerSend': 'Offre', 'action.offerCancel': 'Offre', 'action.accept': 'Offre',
  'action.refuse': 'Offre', 'action.counter': 'Offre',
  'score.missions': 'Missions remplies', 'score.progress': 'Mission (%)', 'score.workshops': 'Ateliers',
  'score.farms': 'Fermes', 'score.duchies': 'Duchés', 'score.largeDuchies': 'Grands duchés',
  'player.goods': 'Réserve', 'player.mission': 'Mission',

  'ui.map': 'Plateau de Lorrein', 'ui.bowl': 'Écuelle de hasard', 'ui.drawn': 'Grains jetés',
  'ui.redIn': 'Le grain rouge est dans l’écuelle', 'ui.raw': 'Matières premières', 'ui.products': 'Cartes Produit',
  'ui.pieces': 'Pièces : {farms} fermes, {workshops} ateliers, {duchies} duchés',
  'ui.mission': 'Ma mission', 'ui.upper': 'Jeu court', 'ui.lower': 'Jeu long (en plus)', 'ui.secret': 'Mission secrète',
  'ui.missionMet': 'Mission remplie !', 'ui.costs': 'Sommaire des coûts', 'ui.trade': 'Négociation',
  'ui.offerFrom': '{from} propose à {to}', 'ui.nothing': 'rien', 'ui.you': 'vous', 'ui.active': 'joue',
  'ui.round': 'Tour {round}', 'ui.hint': 'Touchez un élément en surbrillance, ou choisissez dans la liste des actions.',
  'ui.supply': 'Dans la boîte', 'ui.startCard': 'Carte Début {number} : {piece}', 'ui.winner': 'gagne',
  'ui.offersLeft': '{n} offre(s) possible(s) ce tour',
}

const en = {
  'land.forest': 'forest', 'land.river': 'river pebbles', 'land.meadow': 'meadow', 'land.field': 'wheat field',
  'land.lavender': 'lavender',
  'good.wood': 'wood', 'good.stone': 'stone', 'good.cow': 'cow', 'good.wheat': 'wheat', 'good.lavender': 'lavender',
  'good.plank': 'plank', 'good.slate': 'slate', 'good.leather': 'leather', 'good.flour': 'flour',
  'good.medicine': 'medicine',
  'bead.brown': 'brown', 'bead.blue': 'blue', 'bead.green': 'green', 'bead.yellow': 'yellow', 'bead.purple': 'purple',
  'bead.red': 'red',
  'building.sawmill': 'sawmill', 'building.stonecutter': "stonecutter's workshop", 'building.tannery': 'tannery',
  'building.mill': 'mill', 'building.farm': 'farm', 'building.witchery': 'witchery', 'building.duchy': 'duchy',
  'building.largeDuchy': 'large duchy', 'building.enlarge': 'enlarge a duchy', 'building.moveWitchery': 'move the witchery',
  'building.any': 'any workshop',
  'hunger.removeWorkshop': 'remove a workshop', 'hunger.reduceDuchy': 'reduce a large duchy',
  'hunger.removeDuchy': 'remove a small duchy',
  'side.give': 'I give', 'side.take': 'I ask for', 'side.use': 'Process in your workshop',

  'act.place.tile': 'Place on landscape {tile}', 'act.place.vertex': 'Place the duchy on square {vertex}',
  'act.throw': 'Throw the beads', 'act.swapBead': 'Bowl: take out a {remove} bead, put in a {add} bead',
  'act.bowlDone': 'Stop changing the bowl',
  'act.build': 'Build: {building} (landscape {tile})', 'act.build.duchy': 'Build a duchy (square {vertex})',
  'act.enlarge': 'Enlarge the duchy (square {vertex})', 'act.moveWitchery': 'Move the witchery (landscape {tile})',
  'act.process': 'Process: {good}', 'act.transform': 'Medicine: {from} → {to}',
  'act.swapMission': 'Medicine: swap my mission card', 'act.fight': "Medicine: fight {player}'s witch",
  'act.endConstruction': 'End construction', 'act.eat': 'Feed: {good}',
  'act.hunger': 'Hunger: {option}', 'act.hunger.tile': 'Hunger: {option} (landscape {tile})',
  'act.hunger.vertex': 'Hunger: {option} (square {vertex})', 'act.removeWorkshop': 'Remove the workshop (landscape {tile})',
  'act.addRedBead': 'Medicine: add a red bead', 'act.metamorphose': 'Medicine: "Metamorphose" the bowl',
  'act.pass': 'Pass', 'act.offer': 'Offer a trade to {player}',
  'act.offerAdd': '{side}: {good}', 'act.offerSend': 'Send the offer', 'act.offerCancel': 'Cancel the offer',
  'act.accept': 'Accept the offer', 'act.refuse': 'Refuse the offer', 'act.counter': 'Make a counter-offer',

  'phase.place': 'set-up', 'phase.harvest': 'harvest', 'phase.construction': 'construction',
  'phase.food': 'food phase', 'phase.over': 'game over', 'phase.beforeThrow': 'before the throw',
  'phase.changeBowl': 'changing the bowl', 'phase.composeOffer': 'composing an offer',
  'phase.answerOffer': 'answering an offer', 'phase.removeWorkshop': 'removing workshops',
  'action.place': 'Set-up', 'action.throw': 'Harvest', 'action.swapBead': 'Bowl', 'action.bowlDone': 'Bowl',
  'action.build': 'Build', 'action.enlarge': 'Enlarge', 'action.moveWitchery': 'Witchery',
  'action.process': 'Process', 'action.transform': 'Medicine', 'action.swapMission': 'Medicine',
  'action.fight': 'Witch fight', 'action.endConstruction': 'End construction', 'action.eat': 'Feed',
  'action.hunger': 'Hunger', 'action.removeWorkshop': 'Remove', 'action.addRedBead': 'Red bead',
  'action.metamorphose': 'Metamorphose', 'action.pass': 'Pass', 'action.offer': 'Trade',
  'action.offerAdd': 'Offer', 'action.offerSend': 'Offer', 'action.offerCancel': 'Offer', 'action.accept': 'Offer',
  'action.refuse': 'Offer', 'action.counter': 'Offer',
  'score.missions': 'Missions fulfilled', 'score.progress': 'Mission (%)', 'score.workshops': 'Workshops',
  'score.farms': 'Farms', 'score.duchies': 'Duchies', 'score.largeDuchies': 'Large duchies',
  'player.goods': 'Stock', 'player.mission': 'Mission',

  'ui.map': 'Lorrein board', 'ui.bowl': 'Chance bowl', 'ui.drawn': 'Beads thrown',
  'ui.redIn': 'The red bead is in the bowl', 'ui.raw': 'Raw materials', 'ui.products': 'Product cards',
  'ui.pieces': 'Pieces: {farms} farms, {workshops} workshops, {duchies} duchies',
  'ui.mission': 'My mission', 'ui.upper': 'Short game', 'ui.lower': 'Long game (in addition)', 'ui.secret': 'Secret mission',
  'ui.missionMet': 'Mission fulfilled!', 'ui.costs': 'Cost summary', 'ui.trade': 'Negotiation',
  'ui.offerFrom': '{from} offers {to}', 'ui.nothing': 'nothing', 'ui.you': 'you', 'ui.active': 'playing',
  'ui.round': 'Round {round}', 'ui.hint': 'Tap a highlighted element, or choose from the list of actions.',
  'ui.supply': 'In the box', 'ui.startCard': 'Start card {number}: {piece}', 'ui.winner': 'wins',
  'ui.offersLeft': '{n} offer(s) left this turn',
}

export const messages = { fr, en }

// Looks a key up in `lang` (falling back to French, then to the key itself)
// and fills {placeholders} from `vars`.
export function tr(lang, key, vars) {
  const table = messages[lang] || messages.fr
  let s = table[key] ?? messages.fr[key] ?? key
  if (vars) s = s.replace(/\{(\w+)\}/g, (m, k) => (vars[k] !== undefined ? String(vars[k]) : m))
  return s
}

export default messages
